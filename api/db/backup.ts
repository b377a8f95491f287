/**
 * Backups that restore, for both stores (docs/operations.md § Backups):
 *
 * - a PostgreSQL server (DATABASE_URL): pg_dump's custom format, one file; pg_restore into an
 *   empty database (a database with tables is refused unless the caller asks to replace them).
 * - the embedded database (DATA_DIR): a folder holding PGlite's dump of its data folder plus the
 *   files the app keeps beside it (the session secret and the Web Push keys: without the same keys
 *   every device's push subscription is lost); restored into a fresh DATA_DIR only.
 *
 * A backup is written under a temporary name and renamed when complete, so a file or folder with
 * the final name is always whole.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadDatabase } from './embedded';

const run = promisify(execFile);

/** The files of DATA_DIR besides the database that a restore needs (api/runtime.ts, api/push/vapid.ts). */
export const DATA_DIR_FILES = ['session-secret', 'vapid.json'];
const EMBEDDED_DUMP = 'pglite.tar.gz';
const MANIFEST = 'backup.json';
/** Every backup's name starts so; the pruning of old ones touches nothing else in the folder. */
export const BACKUP_PREFIX = 'recruiter-connect-';

/** `recruiter-connect-2026-11-27T12-30-05Z.dump` (PostgreSQL) or `…Z-embedded` (a folder). */
export function backupName(kind: 'server' | 'embedded', now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `${BACKUP_PREFIX}${stamp}${kind === 'server' ? '.dump' : '-embedded'}`;
}

/** A refusal or failure with a sentence for the operator (no stack trace needed). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * pg_dump and pg_restore get the connection without its password on their command line (which
 * other local users can read in the process list): the password goes in PGPASSWORD.
 */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const failure = err as { code?: string | number; stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools of your server's major version or newer (e.g. apt-get install postgresql-client).`,
      );
    throw new BackupError(`${tool} failed (exit ${failure.code}):\n${(failure.stderr ?? '').trim()}`);
  }
}

/** A custom-format dump of the server's database into `file`. */
export async function backupServerDatabase(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const { url, env } = connectionFor(databaseUrl);
  try {
    await runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], env);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** How many tables the database has outside PostgreSQL's own schemas. */
async function tableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection lost between two statements must not crash the process; the query rejects.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into the server's database, in one transaction (all or nothing). A database
 * that already has tables is refused unless `replace` (then the app's schemas are dropped first,
 * in the same transaction).
 */
export async function restoreServerDatabase(
  databaseUrl: string,
  file: string,
  options: { replace?: boolean } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const tables = await tableCount(databaseUrl);
  if (tables > 0 && !options.replace)
    throw new BackupError(
      `The database of DATABASE_URL is not empty (${tables} tables). Restore into a new, empty database ` +
        '(createdb, then point DATABASE_URL at it), or pass --replace to drop what it holds and restore over it.',
    );
  const { url, env } = connectionFor(databaseUrl);
  if (tables > 0) return replaceServerDatabase(url, file, env);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    env,
  );
}

/** The schemas the app's objects live in (its tables and functions, the migrations', pg-boss's). */
const APP_SCHEMAS = ['pgboss', 'drizzle', 'public'];

/**
 * `restore --replace`: drops the app's schemas and loads the dump into the emptied database in ONE
 * transaction that psql commits only once pg_restore has written the whole dump without an error;
 * any failure (a truncated or foreign file, a statement refused) leaves the database as it was.
 * Not pg_restore --clean: it drops object by object and cannot drop the keys of pg-boss's
 * partitioned tables' partitions ("cannot drop inherited constraint"), which failed every replace
 * of a database the app had run on.
 */
async function replaceServerDatabase(url: string, file: string, env: NodeJS.ProcessEnv): Promise<void> {
  const drop = APP_SCHEMAS.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join('\n');
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${url}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const restoring = finished('pg_restore', restore);
  const loading = finished('psql', psql);
  // psql stopped on an error (or never started): pg_restore would wait forever to write the rest.
  let psqlStopped = false;
  let isRestoreDone = false;
  const stopFeeding = () => {
    if (isRestoreDone) return;
    psqlStopped = true;
    restore.kill();
  };
  void loading.then(stopFeeding, stopFeeding);
  psql.stdin.on('error', () => undefined);
  psql.stdin.write(`BEGIN;\n${drop}\nCREATE SCHEMA public;\n`);
  restore.stdout.pipe(psql.stdin, { end: false });

  const restored = await restoring;
  isRestoreDone = true;
  if (restored.code === 0 && !psqlStopped) psql.stdin.end('COMMIT;\n');
  // The connection closes with the transaction open: the server rolls it back.
  else psql.kill();
  const loaded = await loading;
  const failed = psqlStopped && loaded.code !== 0 ? loaded : restored.code !== 0 ? restored : loaded;
  if (failed.code !== 0)
    throw new BackupError(
      `${failed.tool} failed (exit ${failed.code ?? 'stopped'}); the database is as it was:\n${failed.stderr.trim()}`,
    );
}

/** How a tool ended, with what it wrote on stderr; a tool that is not installed is a BackupError. */
function finished(tool: string, child: ChildProcess): Promise<{ tool: string; code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install the PostgreSQL client tools of your server's major version or newer (e.g. apt-get install postgresql-client).`,
            )
          : err,
      ),
    );
    child.once('close', (code) => resolve({ tool, code, stderr }));
  });
}

/**
 * Writes an embedded backup folder at `target`: the database's dump (`dump`, taken by whoever
 * holds the database) and DATA_DIR's own files.
 */
export async function writeEmbeddedBackup(dump: () => Promise<Blob>, dataDir: string, target: string): Promise<void> {
  if (existsSync(target)) throw new BackupError(`${target} exists already; choose another name.`);
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const blob = await dump();
    writeFileSync(path.join(partial, EMBEDDED_DUMP), Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
    const files = DATA_DIR_FILES.filter((name) => existsSync(path.join(dataDir, name)));
    for (const name of files)
      writeFileSync(path.join(partial, name), readFileSync(path.join(dataDir, name)), { mode: 0o600 });
    const manifest = { kind: 'embedded', createdAt: new Date().toISOString(), files: [EMBEDDED_DUMP, ...files] };
    writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * Whether `dataDir` holds nothing yet (or does not exist): the only place a restore writes to.
 * `ownLockFiles`: the caller holds the folder's lock, whose files are then the only ones allowed.
 */
function isFreshFolder(dataDir: string, ownLockFiles: boolean): boolean {
  if (!existsSync(dataDir)) return true;
  const allowed = ownLockFiles ? ['owner.lock', 'owner.pid'] : [];
  return readdirSync(dataDir).every((name) => allowed.includes(name));
}

/** Restores an embedded backup folder into `dataDir`, which must be new or empty. */
export async function restoreEmbeddedBackup(
  source: string,
  dataDir: string,
  options: { ownLockFiles?: boolean } = {},
): Promise<void> {
  const dumpFile = path.join(source, EMBEDDED_DUMP);
  if (!existsSync(source) || !statSync(source).isDirectory() || !existsSync(dumpFile))
    throw new BackupError(
      `${source} is not a backup of the embedded database (a folder made by npm run backup, with ${EMBEDDED_DUMP} in it).`,
    );
  if (!isFreshFolder(dataDir, options.ownLockFiles ?? false))
    throw new BackupError(
      `DATA_DIR (${path.resolve(dataDir)}) is not empty. Restore into a new folder (set DATA_DIR to a path that does not exist yet), ` +
        'then start the app with that DATA_DIR; keep the old folder until the restored one is checked.',
    );
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  await loadDatabase(path.join(dataDir, 'pglite'), new Blob([readFileSync(dumpFile)]));
  for (const name of DATA_DIR_FILES) {
    const file = path.join(source, name);
    if (existsSync(file)) writeFileSync(path.join(dataDir, name), readFileSync(file), { mode: 0o600 });
  }
}

/** Keeps the `keep` newest backups in `dir` (by name, which starts with the time) and removes the rest. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!existsSync(dir)) return [];
  const backups = readdirSync(dir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && !name.endsWith('.partial'))
    .sort()
    .reverse();
  const removed = backups.slice(keep);
  for (const name of removed) rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}
