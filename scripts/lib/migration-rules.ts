/**
 * The expand/contract rule for migrations (docs/operations.md § Upgrades): during a rolling
 * upgrade the previous release keeps running on the migrated database, so a migration never
 * drops, renames or narrows what that release still reads or writes. Such a change comes one
 * release later, and carries a marker naming the release that stopped using the object:
 *
 *     -- contract: unused since release 2.9
 *     ALTER TABLE "jobs" DROP COLUMN "old_field";
 *
 * Migrations up to GRANDFATHERED_THROUGH were written before the rule and are not checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const GRANDFATHERED_THROUGH = 24;

const MARKER = /--\s*contract:\s*unused since release (\d+(?:\.\d+){1,2})\b/i;

/** What a statement does that the previous release may depend on, as said in the refusal. */
const CONTRACTIONS: Array<{ pattern: RegExp; what: string; unless?: RegExp }> = [
  // DROP of a table, column (with or without the COLUMN keyword), function, view, type, trigger,
  // default… Dropping an index, a constraint or a NOT NULL only loosens: allowed.
  {
    pattern: /\bDROP\s+(?!INDEX\b|CONSTRAINT\b|NOT\s+NULL\b|IDENTITY\b|EXPRESSION\b)/i,
    what: 'drops something',
  },
  { pattern: /\bRENAME\b/i, what: 'renames something' },
  { pattern: /\bALTER\s+COLUMN\s+\S+\s+(?:SET\s+DATA\s+)?TYPE\b/i, what: "changes a column's type" },
  { pattern: /\bSET\s+NOT\s+NULL\b/i, what: 'makes a column NOT NULL' },
  {
    pattern: /\bADD\s+(?:COLUMN\s+)?(?!CONSTRAINT\b)[^,;]*\bNOT\s+NULL\b[^,;]*/i,
    what: "adds a NOT NULL column without a DEFAULT (the previous release's inserts would fail)",
    unless: /\bDEFAULT\b|\bGENERATED\b/i,
  },
];

/** The SQL without its comments and quoted bodies, so that words there are not mistaken for statements. */
function codeOf(statement: string): string {
  return statement
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '$$$$')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ');
}

const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if ((x![i] ?? 0) !== (y![i] ?? 0)) return (x![i] ?? 0) - (y![i] ?? 0);
  return 0;
};

/**
 * The rule's violations in one migration file (`name` like 0025_something.sql), each a sentence;
 * `currentRelease` is this release's version (package.json): a marker must name an earlier one.
 */
export function checkMigration(name: string, sql: string, currentRelease: string): string[] {
  const number = Number(/^(\d+)_/.exec(name)?.[1] ?? NaN);
  if (Number.isInteger(number) && number <= GRANDFATHERED_THROUGH) return [];
  const problems: string[] = [];
  sql.split('--> statement-breakpoint').forEach((statement, index) => {
    const code = codeOf(statement);
    const found = CONTRACTIONS.find(({ pattern, unless }) => {
      const match = pattern.exec(code);
      return match !== null && !unless?.test(match[0]);
    });
    if (!found) return;
    const where = `${name}, statement ${index + 1}`;
    const marker = MARKER.exec(statement);
    if (!marker) {
      problems.push(
        `${where} ${found.what}, which the previous release may still use. Expand/contract: stop using it in one ` +
          'release, change it in a later one, with the comment "-- contract: unused since release X.Y" naming the release that stopped.',
      );
    } else if (compareVersions(marker[1]!, currentRelease) > 0) {
      problems.push(
        `${where}: its marker names release ${marker[1]}, which is not out yet (this is ${currentRelease}); the object must be unused by a release already running.`,
      );
    }
  });
  return problems;
}

/** Every migration of `folder` checked. */
export function checkMigrationsFolder(folder: string, currentRelease: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) => checkMigration(file, readFileSync(path.join(folder, file), 'utf8'), currentRelease));
}
