/**
 * A database built only up to one migration, for the tests of a migration that moves or fills rows
 * (tests/api/proposals-migration.test.ts, tests/api/deals-migration.test.ts): the test gives it rows
 * as they were, runs the rest of the migrations (`runMigrations(pool)`), and reads what they made of
 * them. On PGlite, or on the PostgreSQL server of TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll } from 'vitest';
import { startEmbeddedDatabase } from '../../api/db/embedded';
import { MIGRATIONS_FOLDER } from '../../api/db/migrate';
import { createTestDatabase, openTestPool } from './test-database';

/** A copy of the migrations folder as it was when migration `last` was the newest (the caller removes it). */
export function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  for (const { tag } of journal.entries)
    cpSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  cpSync(path.join(MIGRATIONS_FOLDER, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

/**
 * The columns every job spec and candidate has had since the first migration, filled with plain
 * values; a test adds its table's own (job_title, candidate_title, company_type…).
 */
export const listingFields = (ownerId: string, reference: string) => ({
  owner_id: ownerId,
  reference,
  expires_at: new Date(Date.now() + 14 * 86_400_000),
  categories: [1],
  natures: [1],
  equities: [1],
  gender_id: 1,
  package_id: 1,
  locations: [1],
  qualifications: 'Degree',
  experience: 'Five years',
  sectors: [1],
});

export type DatabaseAtMigration = {
  /** The pool on it (usable inside tests and hooks). */
  readonly pool: pg.Pool;
  /** Inserts one row with these columns and answers its id. */
  insert(table: string, row: Record<string, unknown>): Promise<string>;
  /** An account with only the columns every migration requires. */
  account(): Promise<string>;
};

/** Registers the file's beforeAll/afterAll: a database migrated up to `last` and no further. */
export function useDatabaseAtMigration(last: number): DatabaseAtMigration {
  let pool: pg.Pool | undefined;
  let stop: (() => Promise<void>) | undefined;
  let folder: string | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const database = await createTestDatabase({ empty: true });
      pool = openTestPool(database.url!);
      stop = () => database.drop();
    } else {
      const database = await startEmbeddedDatabase('memory://');
      pool = openTestPool(database.url);
      stop = database.stop;
    }
    folder = migrationsUpTo(last);
    const client = await pool.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      client.release();
    }
  });

  afterAll(async () => {
    await pool?.end();
    await stop?.();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const handle: DatabaseAtMigration = {
    get pool() {
      if (!pool) throw new Error('useDatabaseAtMigration(): use the pool inside a test or a hook');
      return pool;
    },
    async insert(table, row) {
      const columns = Object.keys(row);
      const { rows } = await handle.pool.query<{ id: string }>(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        Object.values(row),
      );
      return rows[0]!.id;
    },
    account: () =>
      handle.insert('accounts', {
        email: `${randomUUID()}@example.test`,
        password_hash: 'x',
        company_type: 1,
        notifications: '{}',
      }),
  };
  return handle;
}
