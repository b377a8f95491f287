/**
 * One process per data folder (the embedded database). Regression: a second `npm start` on the
 * same DATA_DIR started, acknowledged writes, and those writes were lost after a restart. Now the
 * second process exits non-zero at once, naming the holder's pid and what to do; the lock dies
 * with its process (SIGKILL) and is given back on a clean stop; ROLE=web or ROLE=worker without
 * DATABASE_URL is refused. The embedded database's port refuses a client without the secret of
 * that start, and the secret is in nothing the process prints.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../api/db/data-dir-lock';
import { runAppProcessToExit, startAppProcess, type AppProcess } from './support/app-process';

// BASE_ENV's NODE_ENV=test keeps the database in memory; these processes use the folder, as `npm start` does.
const ON_DISK = { NODE_ENV: 'development', ROLE: 'all' } as const;
// A refusal comes before the app is even loaded: about a second (tsx and the config), against
// 10-30 s for a start on disk. The bound leaves room for a busy machine.
const REFUSAL_MS = 10_000;
// A process still running after this was not refused at all (it is killed, the test fails).
const REFUSAL_TIMEOUT_MS = 30_000;

const started: AppProcess[] = [];
const folders: string[] = [];

function newDataDir(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rc-data-dir-'));
  folders.push(folder);
  return folder;
}

async function start(env: Record<string, string>): Promise<AppProcess> {
  const app = await startAppProcess(env, 90_000);
  started.push(app);
  return app;
}

afterAll(() => {
  for (const app of started)
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** TCP ports the process listens on, from /proc (Linux): its socket inodes in /proc/net/tcp. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`, 'utf8'))?.[1])
      .filter(Boolean),
  );
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[3] === '0A' && inodes.has(f[9])) // 0A: LISTEN
    .map((f) => parseInt(f[1]!.split(':')[1]!, 16));
}

// A database URL carrying a password, as a leaked secret would look in the output.
const URL_WITH_PASSWORD = /postgres(?:ql)?:\/\/[^\s/@:]*:[^\s/@]+@/;

describe('one process per data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = newDataDir();
  });

  it('refuses a second process at once, naming the first; after SIGKILL of the first a new process takes the folder', async () => {
    let at = Date.now();
    const first = await start({ ...ON_DISK, DATA_DIR: dataDir });
    const firstStartMs = Date.now() - at;
    const firstPid = first.child.pid!;
    // Other local users can neither reach the database files (PGlite writes them 0666) nor
    // open the lock file to hold a lock of their own on it.
    const mode = (file: string) => (statSync(path.join(dataDir, file)).mode & 0o777).toString(8);
    expect({ pglite: mode('pglite'), lock: mode('owner.lock') }).toEqual({ pglite: '700', lock: '600' });

    const second = await runAppProcessToExit({ ...ON_DISK, DATA_DIR: dataDir }, REFUSAL_TIMEOUT_MS);
    console.log(`[faults] second process on the same DATA_DIR: exit ${second.code} after ${second.ms} ms`);
    expect(second.code, second.output.slice(-3000)).toBe(1);
    expect(second.ms).toBeLessThan(REFUSAL_MS);
    expect(second.output).toContain(`pid ${firstPid}`);
    expect(second.output).toMatch(/stop that process/i);
    expect(second.output).toContain('DATABASE_URL');
    // The first process is untouched and still serves.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    // Its embedded database listens on loopback, but only for the holder of this start's secret.
    const databasePorts = listeningPorts(firstPid).filter((port) => port !== first.port);
    expect(databasePorts).toHaveLength(1);
    for (const password of [undefined, 'postgres', 'guessed-secret']) {
      const intruder = new pg.Client({
        host: '127.0.0.1',
        port: databasePorts[0],
        user: 'postgres',
        database: 'postgres',
        password,
      });
      intruder.on('error', () => undefined);
      await expect(intruder.connect(), `password ${password}`).rejects.toThrow();
    }
    const wrong = new pg.Client({
      host: '127.0.0.1',
      port: databasePorts[0],
      user: 'postgres',
      password: 'guessed-secret',
    });
    await expect(wrong.connect()).rejects.toMatchObject({ code: '28P01' });
    expect(first.output()).not.toMatch(URL_WITH_PASSWORD);
    expect(second.output).not.toMatch(URL_WITH_PASSWORD);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // The dead process's pid file is still there; the kernel has dropped its lock all the same.
    at = Date.now();
    const third = await start({ ...ON_DISK, DATA_DIR: dataDir });
    const restartMs = Date.now() - at;
    expect(readFileSync(path.join(dataDir, 'owner.pid'), 'utf8').split('\n')[0]).toBe(String(third.child.pid));

    // A clean stop gives the folder back: the pid file goes, and the next taker gets the lock.
    at = Date.now();
    expect(await third.stop()).toBe(0);
    console.log(
      `[faults] first start on an empty DATA_DIR ${firstStartMs} ms; start after SIGKILL ${restartMs} ms; clean stop ${Date.now() - at} ms`,
    );
    expect(existsSync(path.join(dataDir, 'owner.pid'))).toBe(false);
    const next = await lockDataDir(dataDir);
    next.release();
  });
});

describe('ROLE=web or ROLE=worker without DATABASE_URL', () => {
  it.each(['web', 'worker'])('ROLE=%s is refused with a message, before it touches the data folder', async (role) => {
    const dataDir = path.join(newDataDir(), 'data');
    const run = await runAppProcessToExit({ ...ON_DISK, ROLE: role, DATA_DIR: dataDir }, REFUSAL_TIMEOUT_MS);
    console.log(`[faults] ROLE=${role} without DATABASE_URL: exit ${run.code} after ${run.ms} ms`);
    expect(run.code, run.output.slice(-3000)).toBe(1);
    expect(run.ms).toBeLessThan(REFUSAL_MS);
    expect(run.output).toContain(`ROLE: ${role} needs DATABASE_URL`);
    expect(run.output).toContain('DATABASE_URL');
    expect(existsSync(dataDir)).toBe(false);
  });
});
