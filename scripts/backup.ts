/**
 * `npm run backup [-- --out <path>]`: a backup of the configured database (docs/operations.md
 * § Backups). With DATABASE_URL: pg_dump's custom format into one file. Embedded (DATA_DIR): a
 * folder with the database's dump and DATA_DIR's keys — taken by the running app when one owns
 * the folder (online, between two transactions), else by this script, which holds the folder's
 * lock meanwhile so no app starts on it. Without --out the backup goes into BACKUP_DIR
 * (default ./backups) under a name with the time; BACKUP_KEEP=n then keeps the n newest there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupName, backupServerDatabase, pruneBackups, writeEmbeddedBackup } from '../api/db/backup';
import { DataDirInUseError, lockDataDir } from '../api/db/data-dir-lock';
import { dumpDatabase, openDatabase } from '../api/db/embedded';
import { requestOnlineBackup } from '../api/db/online-backup';

if (existsSync('.env')) process.loadEnvFile('.env');

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const backupDir = path.resolve(process.env.BACKUP_DIR ?? './backups');
const target = path.resolve(values.out ?? path.join(backupDir, backupName(databaseUrl ? 'server' : 'embedded')));

async function backupEmbedded(): Promise<string> {
  if (!existsSync(path.join(dataDir, 'pglite')))
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  let lock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    await requestOnlineBackup(dataDir, target);
    return 'taken by the running app';
  }
  try {
    const db = await openDatabase(path.join(dataDir, 'pglite'));
    try {
      await writeEmbeddedBackup(() => dumpDatabase(db), dataDir, target);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
  return 'no app was running';
}

try {
  if (databaseUrl) await backupServerDatabase(databaseUrl, target);
  const how = databaseUrl ? 'pg_dump, custom format' : await backupEmbedded();
  console.log(`Backup written: ${target} (${how})`);
  const keep = Number(process.env.BACKUP_KEEP ?? 0);
  if (!values.out && Number.isInteger(keep) && keep > 0) {
    const removed = pruneBackups(backupDir, keep);
    if (removed.length > 0) console.log(`Removed ${removed.length} older backup(s) (BACKUP_KEEP=${keep}).`);
  }
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
