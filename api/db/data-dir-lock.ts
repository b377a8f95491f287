/**
 * One process per data folder. Two embedded databases (PGlite) on one folder, each with its own
 * buffers and WAL position, overwrite each other: a second process on the same folder started,
 * answered requests, and acknowledged writes were lost (50 of 100 jobs gone after a restart).
 *
 * The lock is an operating-system lock that the kernel drops when its process ends, however it
 * ends (a clean stop, a crash, SIGKILL), so a folder is never left locked by a dead process and
 * there is no stale-lock clean-up to race over. Node has no flock(); SQLite (built into Node as
 * `node:sqlite`) takes POSIX record locks (fcntl), and an exclusive transaction held open on
 * `owner.lock` is exactly that lock. The file itself stays in the folder (it is empty); removing
 * it while a process runs would let a second one in, so nothing else ever deletes it.
 *
 * Beside it, `owner.pid` says who holds the lock, for the message a second process prints. It is
 * read only while the lock is held, so a leftover from a killed process is never believed; the
 * next holder overwrites it.
 */
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Config } from '../env';

export type DataDirLock = { release(): void };

const LOCK_FILE = 'owner.lock';
const PID_FILE = 'owner.pid';

// Held locks stay referenced here, so garbage collection can never close one (and drop the lock).
const held = new Set<DatabaseSync>();

/** Another process holds the folder; the message says which one and what to do. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `The data folder ${dataDir} is in use by another process (${holder}); one process at a time owns the embedded database.\n` +
        'Stop that process first, or set DATABASE_URL to a PostgreSQL server to run several processes (ROLE=web, ROLE=worker) on one database.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Who holds the folder, from its pid file: "pid 123, api/server.ts, since …". */
function describeHolder(pidFile: string): string {
  try {
    const [pid, command, since] = readFileSync(pidFile, 'utf8').split('\n');
    if (pid && /^\d+$/.test(pid)) return [`pid ${pid}`, command, since && `since ${since}`].filter(Boolean).join(', ');
  } catch {
    // Not written yet (the holder has only just taken the lock) or unreadable: say so below.
  }
  return 'pid unknown';
}

/** Whether this configuration keeps its database in DATA_DIR (embedded, on disk; tests keep it in memory). */
export function usesDataDirDatabase(config: Pick<Config, 'DATABASE_URL' | 'NODE_ENV'>): boolean {
  return !config.DATABASE_URL && config.NODE_ENV !== 'test';
}

/** Takes the folder's lock, or throws DataDirInUseError at once (it never waits). */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const folder = path.resolve(dataDir);
  // The folder holds the database, the session secret and the VAPID keys: only its owner reads it.
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const { DatabaseSync } = await import('node:sqlite').catch(() => {
    throw new Error(
      `The embedded database needs Node 22.13 or newer (node:sqlite locks its data folder); this is Node ${process.versions.node}.`,
    );
  });
  const lockFile = path.join(folder, LOCK_FILE);
  const pidFile = path.join(folder, PID_FILE);

  // Owner-only: another local user who could open the file could hold a lock of their own on it
  // and keep the app from starting. SQLite would create it 0644.
  closeSync(openSync(lockFile, 'a', 0o600));
  chmodSync(lockFile, 0o600);
  const lock = new DatabaseSync(lockFile, { timeout: 0 });
  try {
    // EXCLUSIVE locking mode keeps the lock after each statement. Nothing is ever written, and a
    // journal in memory leaves no file behind (node:sqlite's defensive mode refuses journal_mode OFF).
    lock.exec('PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = MEMORY; BEGIN EXCLUSIVE');
  } catch (err) {
    lock.close();
    if ((err as { errcode?: number }).errcode === 5 /* SQLITE_BUSY */)
      throw new DataDirInUseError(folder, describeHolder(pidFile));
    throw err;
  }
  held.add(lock);

  // Written whole (a rename), so a second process never reads half of it.
  const command = path.relative(process.cwd(), process.argv[1] ?? '') || 'node';
  const temporary = `${pidFile}.${process.pid}`;
  writeFileSync(temporary, `${process.pid}\n${command}\n${new Date().toISOString()}\n`, { mode: 0o644 });
  renameSync(temporary, pidFile);

  let isReleased = false;
  return {
    release() {
      if (isReleased) return;
      isReleased = true;
      // The pid file first, while the lock is still ours: afterwards it may be the next holder's.
      rmSync(pidFile, { force: true });
      held.delete(lock);
      lock.close();
    },
  };
}
