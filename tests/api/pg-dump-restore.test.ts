/**
 * The standard PostgreSQL backup restores: `pg_dump -Fc` of a database with members, listings,
 * proposals, deals and notes, `pg_restore` into a fresh database, exit code 0 and every table with
 * the same rows. A restore runs with an empty search_path (regression: a function that called
 * another without its schema left "jobs" and "candidates" out of every restore).
 * Needs a PostgreSQL server (TEST_DATABASE_URL), as the pg_dump it tests does.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { tableFingerprints, waitForIdleJobs } from '../support/table-fingerprints';
import { useTestServer } from '../support/use-test-server';
import { openDeal } from '../support/fixtures/deals';
import { createCandidate } from '../support/fixtures/matches';

const run = promisify(execFile);
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onServer)('pg_dump -Fc, then pg_restore into a fresh database', () => {
  const server = useTestServer();
  let folder = '';
  let target: TestDatabase | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'rc-pg-dump-'));
    const match = await openDeal(server);
    await openDeal(server, { kind: 'sourcing' });
    await createCandidate(match.jobOwner);
  });
  afterAll(async () => {
    await target?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('exits 0 and brings back every table with the same rows', async () => {
    const source = server.ctx.config.DATABASE_URL!;
    const file = path.join(folder, 'backup.dump');
    // The app keeps working while it is dumped (mails, pg-boss's own bookkeeping): once its jobs are
    // done, the dump is taken again until nothing moved across it, so the rows it holds are known.
    await waitForIdleJobs(source);
    let before = await tableFingerprints(source);
    for (let attempt = 0; ; attempt++) {
      await run('pg_dump', ['--format=custom', `--file=${file}`, source]);
      const after = await tableFingerprints(source);
      if (JSON.stringify(after) === JSON.stringify(before) || attempt === 10) break;
      before = after;
    }
    expect(before['public.jobs']!.rows).toBeGreaterThan(0);
    expect(before['public.candidates']!.rows).toBeGreaterThan(0);
    expect(before['public.deals']!.rows).toBe(2);
    expect(before['public.notes']!.rows).toBeGreaterThan(0);

    target = await createTestDatabase({ empty: true });
    const restored = await run('pg_restore', [`--dbname=${target.url}`, file]).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );
    expect(restored).toEqual({ code: 0, stderr: '' });
    expect(await tableFingerprints(target.url!)).toEqual(before);
  });

  it('runs every trigger function with an empty search_path (a session of any search_path writes)', async () => {
    const client = await server.ctx.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL search_path = ''");
      const before = await client.query('select kind, version from public.listing_versions order by kind');
      await client.query('UPDATE public.jobs SET updated_at = updated_at');
      await client.query('UPDATE public.candidates SET updated_at = updated_at');
      await client.query('UPDATE public.accounts SET updated_at = updated_at');
      await client.query('UPDATE public.session SET expire = expire');
      const after = await client.query('select kind, version from public.listing_versions order by kind');
      expect(after.rows.map((r) => r.version - before.rows.find((b) => b.kind === r.kind)!.version)).toEqual([1, 1]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
