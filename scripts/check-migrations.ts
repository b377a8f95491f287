/** `npm run lint` runs this: every new migration keeps to the expand/contract rule (scripts/lib/migration-rules.ts). */
import { readFileSync } from 'node:fs';
import { MIGRATIONS_FOLDER } from '../api/db/migrate';
import { checkMigrationsFolder } from './lib/migration-rules';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const problems = checkMigrationsFolder(MIGRATIONS_FOLDER, version);
if (problems.length > 0) {
  console.error(
    `Migrations that break the expand/contract rule (docs/operations.md § Upgrades):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
