import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: several processes starting at once take turns to migrate.
const MIGRATION_LOCK = 4_815_162_342;

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations of this release, oldest first (drizzle-kit's journal). */
export function migrationJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * When the newest migration applied to this database was made (drizzle's migrator applies every
 * migration made after it), or null on a database never migrated.
 */
async function lastAppliedAt(client: pg.ClientBase): Promise<number | null> {
  const { rows: table } = await client.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!table[0]?.exists) return null;
  const { rows } = await client.query<{ at: string | null }>(
    'select max(created_at)::text as at from drizzle.__drizzle_migrations',
  );
  return rows[0]?.at == null ? null : Number(rows[0].at);
}

const after = (at: number | null) => migrationJournal().filter((entry) => at === null || entry.when > at);

/**
 * Applies the committed SQL migrations; safe to run twice and from several processes. Answers the
 * tags of the migrations it applied (none when the database was current).
 */
export async function runMigrations(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const before = await lastAppliedAt(client);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const now = await lastAppliedAt(client);
    return after(before)
      .filter((entry) => now !== null && entry.when <= now)
      .map((entry) => entry.tag);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * The migrations of this release the database does not have yet. A database migrated further (by
 * a newer release, during a rolling upgrade or after a rollback) has none pending.
 */
export async function pendingMigrations(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    return after(await lastAppliedAt(client)).map((entry) => entry.tag);
  } finally {
    client.release();
  }
}
