/**
 * BACKUP_SCHEDULE: the app backs itself up, the same backup as `npm run backup` (api/db/backup.ts)
 * into BACKUP_DIR, then keeps the BACKUP_KEEP newest there. On a PostgreSQL server it runs pg_dump
 * from the worker that takes the job; with the embedded database the worker is the process that
 * holds it, and dumps it between two transactions. Each backup is logged, and counted in
 * rc_backups_total; rc_backup_last_success_seconds lets an alert say "no backup for 26 hours".
 */
import path from 'node:path';
import type { AppContext } from '../context';
import { backupName, backupServerDatabase, pruneBackups, writeEmbeddedBackup } from '../db/backup';
import { backupsTotal, lastBackupSuccess } from '../metrics/registry';

export type EmbeddedDump = () => Promise<Blob>;

/** Registers the schedule, or removes one a previous start registered when the setting is gone. */
export async function scheduleBackups(ctx: AppContext): Promise<void> {
  const cron = ctx.config.BACKUP_SCHEDULE;
  if (cron) await ctx.boss.schedule('scheduled-backup', cron, null, { tz: 'Africa/Johannesburg' });
  else await ctx.boss.unschedule('scheduled-backup');
}

/** Takes one backup; throws (and pg-boss retries) when it could not be written. */
export async function handleScheduledBackup(ctx: AppContext, dumpEmbedded: EmbeddedDump | null): Promise<string> {
  const dir = path.resolve(ctx.config.BACKUP_DIR);
  const target = path.join(dir, backupName(dumpEmbedded ? 'embedded' : 'server'));
  const startedAt = Date.now();
  try {
    if (dumpEmbedded) await writeEmbeddedBackup(dumpEmbedded, path.resolve(ctx.config.DATA_DIR), target);
    else await backupServerDatabase(ctx.config.DATABASE_URL!, target);
  } catch (err) {
    backupsTotal.inc({ result: 'failed' });
    ctx.logger.error({ target, err: err instanceof Error ? err.message : String(err) }, 'scheduled backup failed');
    throw err;
  }
  backupsTotal.inc({ result: 'written' });
  lastBackupSuccess.set(Date.now() / 1000);
  const removed = ctx.config.BACKUP_KEEP > 0 ? pruneBackups(dir, ctx.config.BACKUP_KEEP) : [];
  ctx.logger.info({ target, ms: Date.now() - startedAt, removed: removed.length }, 'scheduled backup written');
  return target;
}
