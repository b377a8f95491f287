/**
 * `npm run restore -- <backup> [--replace]` (docs/operations.md § Backups). With DATABASE_URL:
 * pg_restore of a `npm run backup` file into that database, in one transaction; a database that
 * has tables is refused unless --replace. Embedded: the backup folder into DATA_DIR, which must
 * be a new or empty folder (never over a live one). Start the app on it afterwards; it applies
 * any migration the backup predates (MIGRATE_ON_START, or npm run db:migrate).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreEmbeddedBackup, restoreServerDatabase } from '../api/db/backup';
import { lockDataDir } from '../api/db/data-dir-lock';

if (existsSync('.env')) process.loadEnvFile('.env');

const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true });
const source = positionals[0];
if (!source || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup file or folder> [--replace]');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

try {
  if (databaseUrl) {
    await restoreServerDatabase(databaseUrl, path.resolve(source), { replace: values.replace });
    console.log(`Restored ${source} into the database of DATABASE_URL.`);
  } else {
    if (values.replace)
      throw new BackupError(
        '--replace is for DATABASE_URL only: the embedded database is restored into a new DATA_DIR.',
      );
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
      throw new BackupError(
        `DATA_DIR (${dataDir}) is not empty. Restore into a new folder (set DATA_DIR to a path that does not exist yet), ` +
          'then start the app with that DATA_DIR; keep the old folder until the restored one is checked.',
      );
    // The folder's lock while it is written, so no app starts on a half-restored database.
    const lock = await lockDataDir(dataDir);
    try {
      await restoreEmbeddedBackup(path.resolve(source), dataDir, { ownLockFiles: true });
    } finally {
      lock.release();
    }
    console.log(`Restored ${source} into ${dataDir} (DATA_DIR).`);
  }
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
