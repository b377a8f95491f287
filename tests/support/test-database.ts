/**
 * Where a test file's database lives. With TEST_DATABASE_URL (CI sets it to the PostgreSQL
 * server) each file gets a fresh database of its own, dropped afterwards; otherwise each file
 * gets an in-memory embedded PGlite (startRuntime does that when DATABASE_URL is unset).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabase = { url: string | undefined; drop(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `rc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
