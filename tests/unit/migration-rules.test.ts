/**
 * The expand/contract rule for new migrations (scripts/lib/migration-rules.ts): a migration after
 * the grandfathered ones that drops, renames or narrows something must carry a marker naming the
 * release that stopped using it. CI runs it on the real folder through this test and `npm run lint`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../api/db/migrate';
import { GRANDFATHERED_THROUGH, checkMigration, checkMigrationsFolder } from '../../scripts/lib/migration-rules';

const RELEASE = '2.9.0';
const NEXT = `${String(GRANDFATHERED_THROUGH + 1).padStart(4, '0')}_next.sql`;
const check = (sql: string, name = NEXT) => checkMigration(name, sql, RELEASE);

describe('the migrations folder', () => {
  it('keeps to the rule', () => {
    const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(checkMigrationsFolder(MIGRATIONS_FOLDER, version)).toEqual([]);
  });
});

describe('a new migration', () => {
  it.each([
    ['a column', 'ALTER TABLE "jobs" DROP COLUMN "suggestion_keys";'],
    ['a column without the COLUMN keyword', 'ALTER TABLE jobs DROP old_field;'],
    ['a table', 'DROP TABLE "activation_tokens";'],
    ['a function', 'DROP FUNCTION public.listing_search_facets(integer[]);'],
    ['a default', 'ALTER TABLE "jobs" ALTER COLUMN "kind" DROP DEFAULT;'],
  ])('that drops %s without a marker is refused', (_what, sql) => {
    const problems = check(sql);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^0025_next\.sql, statement 1 drops something, which the previous release may still use/,
    );
    expect(problems[0]).toContain('-- contract: unused since release X.Y');
  });

  it('that renames, retypes or makes a column NOT NULL without a marker is refused', () => {
    expect(check('ALTER TABLE "jobs" RENAME COLUMN "title" TO "job_title";')[0]).toMatch(/renames something/);
    expect(check('ALTER TABLE "deals" ALTER COLUMN "fee" SET DATA TYPE numeric;')[0]).toMatch(
      /changes a column's type/,
    );
    expect(check('ALTER TABLE "deals" ALTER COLUMN "fee" SET NOT NULL;')[0]).toMatch(/makes a column NOT NULL/);
    expect(check('ALTER TABLE "deals" ADD COLUMN "stage_note" text NOT NULL;')[0]).toMatch(
      /NOT NULL column without a DEFAULT/,
    );
  });

  it('names the statement that breaks the rule', () => {
    const sql = 'CREATE INDEX "a" ON "jobs" ("id");--> statement-breakpoint\nALTER TABLE "jobs" DROP COLUMN "b";';
    expect(check(sql)[0]).toMatch(/^0025_next\.sql, statement 2 drops something/);
  });

  it('that drops what a released version stopped using, with its marker, passes', () => {
    expect(check('-- contract: unused since release 2.8\nALTER TABLE "jobs" DROP COLUMN "old_field";')).toEqual([]);
    expect(check('-- contract: unused since release 2.9.0\nDROP TABLE "activation_tokens";')).toEqual([]);
  });

  it('whose marker names a release not out yet is refused', () => {
    expect(check('-- contract: unused since release 3.0\nDROP TABLE "activation_tokens";')[0]).toMatch(
      /names release 3\.0, which is not out yet \(this is 2\.9\.0\)/,
    );
  });

  it('that only expands (new table, column with a default, index swaps, comments about dropping) passes', () => {
    expect(
      check(
        [
          '-- We will drop the old column in a later release.',
          'CREATE TABLE "totp" ("id" uuid PRIMARY KEY, "secret" text NOT NULL);',
          '--> statement-breakpoint',
          'ALTER TABLE "accounts" ADD COLUMN "mfa_required" boolean DEFAULT false NOT NULL;',
          '--> statement-breakpoint',
          'ALTER TABLE "accounts" ADD COLUMN "nickname" text;',
          '--> statement-breakpoint',
          'DROP INDEX "jobs_old_idx";',
          '--> statement-breakpoint',
          'ALTER TABLE "deals" DROP CONSTRAINT "deals_fee_check";',
          '--> statement-breakpoint',
          "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE NOTICE 'drop table x'; RETURN NULL; END $$;",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('is checked, but migrations written before the rule (by number) are not', () => {
    const sql = readFileSync(path.join(MIGRATIONS_FOLDER, '0022_suggestion_package_keys.sql'), 'utf8');
    expect(check(sql, '0022_suggestion_package_keys.sql')).toEqual([]);
    expect(check(sql, NEXT).length).toBeGreaterThan(0);
  });
});
