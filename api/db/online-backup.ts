/**
 * A backup of the embedded database while the app runs. Only the process that owns DATA_DIR may
 * open the database (api/db/data-dir-lock.ts), so `npm run backup` asks it: it writes where the
 * backup should go into DATA_DIR/backup-request.json and sends the owner SIGUSR2; the owner dumps
 * its database between two transactions (api/db/embedded.ts) and writes the backup folder there,
 * or `<target>.failed` with the reason. Only the folder's owner (the app's user) can write that
 * request or signal the process.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import { BackupError, writeEmbeddedBackup } from './backup';

const REQUEST_FILE = 'backup-request.json';
const PID_FILE = 'owner.pid';

/** In the owning process: answers backup requests until the returned function is called. */
export function serveBackupRequests(dataDir: string, dump: () => Promise<Blob>, logger: Logger): () => void {
  let busy = false;
  const onSignal = () => {
    if (busy) return;
    const file = path.join(dataDir, REQUEST_FILE);
    let target: string;
    try {
      target = (JSON.parse(readFileSync(file, 'utf8')) as { target: string }).target;
      rmSync(file, { force: true });
    } catch {
      logger.warn({ file }, 'backup signal without a readable request; ignored');
      return;
    }
    busy = true;
    const startedAt = Date.now();
    writeEmbeddedBackup(dump, dataDir, target)
      .then(() => logger.info({ target, ms: Date.now() - startedAt }, 'backup written'))
      .catch((err: unknown) => {
        const reason = err instanceof Error ? err.message : String(err);
        logger.error({ target, err: reason }, 'backup failed');
        writeFileSync(`${target}.failed`, `${reason}\n`, { mode: 0o600 });
      })
      .finally(() => (busy = false));
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

/** From `npm run backup` while another process owns DATA_DIR: has it write the backup to `target`. */
export async function requestOnlineBackup(dataDir: string, target: string, timeoutMs = 15 * 60_000): Promise<void> {
  const pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new BackupError(`Cannot tell which process owns ${dataDir}.`);
  const failed = `${target}.failed`;
  rmSync(failed, { force: true });
  writeFileSync(path.join(dataDir, REQUEST_FILE), JSON.stringify({ target }), { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(target)) return;
    if (existsSync(failed)) {
      const reason = readFileSync(failed, 'utf8').trim();
      rmSync(failed, { force: true });
      throw new BackupError(`The running app (pid ${pid}) could not write the backup: ${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new BackupError(
    `The running app (pid ${pid}) did not write the backup within ${Math.round(timeoutMs / 1000)} s; see its log.`,
  );
}
