/**
 * The app as a real child process (`node --import tsx api/server.ts`, as in the Procfile), so a
 * fault test can SIGKILL or SIGTERM it. Node is spawned directly (not through npx) so the
 * signal reaches the app itself, not a wrapper. Output is kept for the failure message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export type AppProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed (for failure messages). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code or signal. */
  stop(graceMs?: number): Promise<number | string>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** Env every fault-test process gets: fast hashing and polling, quiet logs, no PWA. */
export const BASE_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SERVE_WEB: 'false',
  PASSWORD_HASH_COST: '12',
  JOB_POLL_SECONDS: '0.5',
  MAIL_RETRY_DELAY_SECONDS: '1',
  // Processes that take over another's jobs must open the links it sealed into them, so they
  // share one secret, as production's processes do (outside production each would make its own).
  SESSION_SECRET: 'fault-tests-share-one-session-secret-0123456789',
  // The suites act as an admin with the password alone (two-factor has its own tests).
  ADMIN_MFA: 'optional',
} as const;

/** Spawns `api/server.ts` with `env` and keeps its output; waits for nothing. */
async function spawnApp(env: Record<string, string>) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, ...BASE_ENV, APP_URL: url, ...env, PORT: String(port) };
  delete fullEnv.NODE_OPTIONS;
  // A worker must log at info to announce it is ready.
  if (env.ROLE === 'worker') fullEnv.LOG_LEVEL = 'info';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { port, url, child, exited, output: () => output };
}

/**
 * Runs `api/server.ts` with `env` until it exits by itself — a start that must be refused — or
 * `timeoutMs` passes (then it is killed and `code` is 'SIGKILL').
 */
export async function runAppProcessToExit(
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ code: number | string; output: string; ms: number }> {
  const startedAt = Date.now();
  const { child, exited, output } = await spawnApp(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output(), ms: Date.now() - startedAt };
}

/**
 * Starts `api/server.ts` with `env` and waits for /healthz (web roles) or for the worker's
 * "worker started" line (ROLE=worker, which listens on no port).
 */
export async function startAppProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<AppProcess> {
  const isWorker = env.ROLE === 'worker';
  const { port, url, child, exited, output } = await spawnApp(env);
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const ready = async () => {
    if (hasExited) throw new Error(`app process exited before it was ready:\n${output().slice(-4000)}`);
    if (isWorker) return output().includes('worker started');
    return fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
  };
  try {
    await waitUntil(ready, timeoutMs, `the app process (ROLE=${env.ROLE ?? 'all'}) to be ready`);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }

  return {
    url,
    port,
    child,
    output,
    exited,
    async stop(graceMs = 15_000) {
      if (hasExited) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
