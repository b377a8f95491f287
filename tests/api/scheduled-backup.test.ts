/**
 * BACKUP_SCHEDULE: the app's own backups (api/jobs/scheduled-backup.ts), on the store the suite runs
 * on (the embedded database, or the PostgreSQL server with TEST_DATABASE_URL): scheduled in South
 * African time, written into BACKUP_DIR as npm run backup writes them, the BACKUP_KEEP newest kept,
 * a failure counted and retried, and a schedule removed when the setting is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handleScheduledBackup, scheduleBackups } from '../../api/jobs/scheduled-backup';
import { registry } from '../../api/metrics/registry';
import { waitForQueuesIdle } from '../support/queues';
import { useTestServer } from '../support/use-test-server';

const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-scheduled-backups-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const server = useTestServer({
  env: { BACKUP_SCHEDULE: '30 1 * * *', BACKUP_DIR: dir, BACKUP_KEEP: '2', LOG_LEVEL: 'silent' },
});

const backupsIn = () =>
  readdirSync(dir)
    .filter((name) => name.startsWith('recruiter-connect-'))
    .sort();
const counted = async (result: string) =>
  (await registry.getSingleMetric('rc_backups_total')!.get()).values.find((v) => v.labels.result === result)?.value ??
  0;

describe('scheduled backups', () => {
  it('are scheduled at the set time, in South African time', async () => {
    const { rows } = await server.ctx.pool.query<{ cron: string; timezone: string }>(
      "select cron, timezone from pgboss.schedule where name = 'scheduled-backup'",
    );
    expect(rows).toEqual([{ cron: '30 1 * * *', timezone: 'Africa/Johannesburg' }]);
  });

  it('write a backup of the running database into BACKUP_DIR and keep the BACKUP_KEEP newest', async () => {
    // Two older backups and a file of someone else's, which pruning must leave alone.
    for (const old of ['recruiter-connect-2020-01-01T01-30-00Z', 'recruiter-connect-2020-01-02T01-30-00Z'])
      mkdirSync(path.join(dir, old));
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup\n');
    const written = await counted('written');

    await server.ctx.boss.send('scheduled-backup', null);
    await waitForQueuesIdle(server);

    const kept = backupsIn();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe('recruiter-connect-2020-01-02T01-30-00Z');
    const fresh = path.join(dir, kept[1]!);
    expect(existsSync(path.join(dir, 'notes.txt'))).toBe(true);
    expect(await counted('written')).toBe(written + 1);
    if (process.env.TEST_DATABASE_URL) {
      expect(fresh).toMatch(/\.dump$/);
      // pg_restore reads its table of contents: a whole custom-format dump, with the listings in it.
      expect(execFileSync('pg_restore', ['--list', fresh], { encoding: 'utf8' })).toMatch(/TABLE DATA public jobs /);
    } else {
      expect(fresh).toMatch(/-embedded$/);
      const manifest = JSON.parse(readFileSync(path.join(fresh, 'backup.json'), 'utf8')) as { files: string[] };
      expect(manifest.files).toContain('pglite.tar.gz');
      expect(readFileSync(path.join(fresh, 'pglite.tar.gz')).length).toBeGreaterThan(100_000);
    }
  });

  it('count and report a backup that could not be written, and write nothing', async () => {
    const failed = await counted('failed');
    const before = backupsIn();
    const blocked = path.join(dir, 'not-a-folder');
    writeFileSync(blocked, '');
    const ctx = { ...server.ctx, config: { ...server.ctx.config, BACKUP_DIR: path.join(blocked, 'backups') } };
    const dump = server.ctx.config.DATABASE_URL ? null : async () => new Blob(['x']);
    await expect(handleScheduledBackup(ctx, dump)).rejects.toThrow();
    expect(await counted('failed')).toBe(failed + 1);
    expect(backupsIn()).toEqual(before);
  });

  it('are no longer scheduled once BACKUP_SCHEDULE is removed', async () => {
    await scheduleBackups({ ...server.ctx, config: { ...server.ctx.config, BACKUP_SCHEDULE: undefined } });
    const { rows } = await server.ctx.pool.query("select 1 from pgboss.schedule where name = 'scheduled-backup'");
    expect(rows).toHaveLength(0);
  });
});
