/**
 * The restore drill (docs/operations.md § Backups): members, listings, proposals, deals and notes
 * made through the API; `npm run backup` while the app runs; `npm run restore` into a fresh
 * database (PostgreSQL, TEST_DATABASE_URL) or a fresh DATA_DIR (the embedded database, online:
 * the app that owns the folder writes the backup); the app started on the restored copy signs
 * the members in, searches and suggests as before, and every table holds the same rows, byte for
 * byte. A restore over a database with tables (or into a folder in use) is refused; with --replace
 * (PostgreSQL) it drops what that database holds and restores the backup over it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir, type DataDirLock } from '../../api/db/data-dir-lock';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../api/db/embedded';
import { serveBackupRequests } from '../../api/db/online-backup';
import { createLogger } from '../../api/logger';
import { signIn } from '../support/factories';
import { openDeal, type OpenedDeal } from '../support/fixtures/deals';
import { searchUids, uniqueWord } from '../support/fixtures/listings';
import { buildParty, createCandidate, createJob, type Listing, type Party } from '../support/fixtures/matches';
import { tableFingerprints, waitForIdleJobs, type TableFingerprint } from '../support/table-fingerprints';
import { createTestDatabase, openTestPool, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const execute = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const DRILL_TIMEOUT = 600_000;

/** `npm run backup` / `npm run restore` as an operator runs them (tsx, the repo's Node). */
async function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return execute(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({
      code: err.code,
      stdout: err.stdout,
      stderr: err.stderr,
    }),
  );
}

type Seeded = { deal: OpenedDeal; word: string; job: Listing; candidate: Listing };

/** Members, listings, a match and a sourcing offer approved into deals (with their notes), and a pair to suggest. */
async function seed(server: TestServer): Promise<Seeded> {
  const deal = await openDeal(server);
  await openDeal(server, { kind: 'sourcing' });
  const word = uniqueWord('drill');
  const topic = { categories: [99], categoryOther: word, natures: [1], equities: [1], packageId: 5 };
  const job = await createJob(deal.jobOwner, { ...topic, jobTitle: `Payroll Lead ${word}` });
  const candidate = await createCandidate(deal.partner, topic);
  return { deal, word, job, candidate };
}

/**
 * Backs up with `backup` until nothing moved across it (the app keeps its pg-boss bookkeeping
 * going) and answers the rows the backup holds.
 */
async function backUpQuietly(url: string, backup: () => Promise<void>): Promise<Record<string, TableFingerprint>> {
  await waitForIdleJobs(url);
  let before = await tableFingerprints(url);
  for (let attempt = 0; ; attempt++) {
    await backup();
    const after = await tableFingerprints(url);
    if (JSON.stringify(after) === JSON.stringify(before)) return before;
    if (attempt === 4) {
      const moved = Object.keys(after).filter((t) => JSON.stringify(after[t]) !== JSON.stringify(before[t]));
      throw new Error(`the database kept changing across every backup: ${moved.join(', ')}`);
    }
    before = after;
  }
}

/** The restored app: the members sign in with their passwords, search finds and suggestions rank as before. */
async function expectWorkingApp(restored: TestServer, seeded: Seeded) {
  const owner = await signIn(restored, seeded.deal.jobOwner);
  expect(await searchUids(owner, `/api/jobs?q=${seeded.word}`)).toEqual([seeded.job.uid]);
  const suggestions = await owner.get(`/api/jobs/${seeded.job.uid}/suggestions`);
  expect(suggestions.status, JSON.stringify(suggestions.body)).toBe(200);
  expect(suggestions.body.items.map((item: { listing: { uid: string } }) => item.listing.uid)).toContain(
    seeded.candidate.uid,
  );
  const partner = await signIn(restored, seeded.deal.partner as Party);
  const deal = await partner.get(`/api/deals/${seeded.deal.uid}`);
  expect(deal.status, JSON.stringify(deal.body)).toBe(200);
  const notes = await partner.get('/api/notes');
  expect(notes.status).toBe(200);
  expect(notes.body.items.length).toBeGreaterThan(0);
}

describe.skipIf(!onServer)('on a PostgreSQL server', () => {
  const server = useTestServer();
  let folder = '';
  let target: TestDatabase | undefined;
  let restored: TestServer | undefined;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'rc-drill-'));
  });
  afterAll(async () => {
    await restored?.stop();
    await target?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it(
    'backs up, restores into a fresh database, and the app works there on the same rows',
    { timeout: DRILL_TIMEOUT },
    async () => {
      const seeded = await seed(server);
      const source = server.ctx.config.DATABASE_URL!;
      const file = path.join(folder, 'drill.dump');
      const rows = await backUpQuietly(source, async () => {
        rmSync(file, { force: true });
        const backup = await npmScript('backup', ['--out', file], { DATABASE_URL: source });
        expect(backup).toMatchObject({ code: 0, stdout: `Backup written: ${file} (pg_dump, custom format)\n` });
      });
      expect(rows['public.deals']!.rows).toBe(2);

      target = await createTestDatabase({ empty: true });
      const restore = await npmScript('restore', [file], { DATABASE_URL: target.url! });
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      expect(await tableFingerprints(target.url!)).toEqual(rows);

      // A second restore over it is refused and changes nothing.
      const again = await npmScript('restore', [file], { DATABASE_URL: target.url! });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /^The database of DATABASE_URL is not empty \(\d+ tables\)\. Restore into a new, empty database/,
      );
      expect(await tableFingerprints(target.url!)).toEqual(rows);

      restored = await startTestServer({ env: { DATABASE_URL: target.url! } });
      await expectWorkingApp(restored, seeded);
    },
  );

  it(
    'restores over a database that holds something only with --replace, and then holds exactly the backup',
    { timeout: DRILL_TIMEOUT },
    async () => {
      const owner = await buildParty(server);
      const job = await createJob(owner);
      const source = server.ctx.config.DATABASE_URL!;
      const file = path.join(folder, 'replace.dump');
      const rows = await backUpQuietly(source, async () => {
        rmSync(file, { force: true });
        expect((await npmScript('backup', ['--out', file], { DATABASE_URL: source })).code).toBe(0);
      });
      expect(rows['public.jobs']!.rows).toBeGreaterThan(0);

      // Another install's database: the schema, and rows the backup does not have.
      const other = await createTestDatabase();
      try {
        const pool = openTestPool(other.url!);
        await pool.query(`insert into rate_limits (key, points) values ('only-here', 1)`);
        await pool.end();
        const before = await tableFingerprints(other.url!);
        expect(before['public.rate_limits']!.rows).toBe(1);

        const refused = await npmScript('restore', [file], { DATABASE_URL: other.url! });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /^The database of DATABASE_URL is not empty \(\d+ tables\)\. .*or pass --replace to drop what it holds and restore over it\./,
        );
        expect(await tableFingerprints(other.url!)).toEqual(before);

        // A backup cut short (a copy that did not finish): refused part way, the database as it was.
        const truncated = path.join(folder, 'truncated.dump');
        const whole = readFileSync(file);
        writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
        const cut = await npmScript('restore', [truncated, '--replace'], { DATABASE_URL: other.url! });
        expect(cut.code).toBe(1);
        expect(cut.stderr).toMatch(/^pg_restore failed \(exit \d+\); the database is as it was:/);
        expect(await tableFingerprints(other.url!)).toEqual(before);

        const replaced = await npmScript('restore', [file, '--replace'], { DATABASE_URL: other.url! });
        expect(replaced).toMatchObject({ code: 0, stderr: '' });
        expect(await tableFingerprints(other.url!)).toEqual(rows);

        const app = await startTestServer({ env: { DATABASE_URL: other.url! } });
        try {
          const client = await signIn(app, owner);
          expect((await client.get(`/api/jobs/${job.uid}`)).status).toBe(200);
        } finally {
          await app.stop();
        }
      } finally {
        await other.drop();
      }
    },
  );
});

describe.skipIf(onServer)('on the embedded database in a folder', () => {
  // The app on an embedded database on disk, as `npm start` runs it: this process owns the folder
  // (its lock) and answers `npm run backup` as api/server.ts does.
  const folder = mkdtempSync(path.join(tmpdir(), 'rc-drill-'));
  const dataDir = path.join(folder, 'data');
  const options = { env: { LOGIN_LIMIT_PER_IP: '1000' } as Record<string, string> };
  let lock: DataDirLock | undefined;
  let database: EmbeddedDatabase | undefined;
  let stopServing = () => undefined as void;
  let copy: EmbeddedDatabase | undefined;
  let restored: TestServer | undefined;

  beforeAll(async () => {
    lock = await lockDataDir(dataDir);
    database = await startEmbeddedDatabase(path.join(dataDir, 'pglite'));
    options.env.DATABASE_URL = database.url;
    stopServing = serveBackupRequests(dataDir, database.dump, createLogger('silent'));
  });
  const server = useTestServer(options);
  afterAll(async () => {
    stopServing();
    await server.stop();
    await restored?.stop();
    await copy?.stop();
    await database?.stop();
    lock?.release();
    rmSync(folder, { recursive: true, force: true });
  });

  it(
    'backs up while the app runs, restores into a fresh folder, and the app works there on the same rows',
    { timeout: DRILL_TIMEOUT },
    async () => {
      const seeded = await seed(server);
      const backup = path.join(folder, 'drill-backup');
      const rows = await backUpQuietly(database!.url, async () => {
        rmSync(backup, { recursive: true, force: true });
        const result = await npmScript('backup', ['--out', backup], { DATA_DIR: dataDir });
        expect(result).toMatchObject({ code: 0, stdout: `Backup written: ${backup} (taken by the running app)\n` });
      });
      expect(rows['public.deals']!.rows).toBe(2);
      expect(readdirSync(backup).sort()).toEqual(['backup.json', 'pglite.tar.gz']);

      // Never over a folder in use.
      const refused = await npmScript('restore', [backup], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^DATA_DIR \(.*\) is not empty\. Restore into a new folder/);

      const freshDir = path.join(folder, 'restored');
      const restore = await npmScript('restore', [backup], { DATA_DIR: freshDir });
      expect(restore).toMatchObject({ code: 0, stdout: `Restored ${backup} into ${freshDir} (DATA_DIR).\n` });
      expect(existsSync(path.join(freshDir, 'owner.pid'))).toBe(false);

      copy = await startEmbeddedDatabase(path.join(freshDir, 'pglite'));
      expect(await tableFingerprints(copy.url)).toEqual(rows);
      restored = await startTestServer({ env: { DATABASE_URL: copy.url } });
      await expectWorkingApp(restored, seeded);
    },
  );
});
