/**
 * The API as the benchmarks run it: its own process, as production does (node directly, no npx
 * wrapper), on the Node running the bench, with the bench's environment on top of the caller's.
 * Its JSON log lines (warnings and errors at LOG_LEVEL=warn) are kept to show when a run fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type BenchApp = {
  url: string;
  child: ChildProcess;
  /** The last log lines the API wrote (at most 1,000 are kept). */
  logs: string[];
  /** SIGTERM (SIGKILL after 15 s), and waits for the process to end. */
  stop(): Promise<void>;
};

/**
 * Starts `api/server.ts` on 127.0.0.1:`port` and waits until /healthz answers: three minutes at
 * most (a cold start on a machine at load average 16 took over one: the web processes compile the
 * app's TypeScript on their first start); a ROLE=worker process, which listens on no port, until
 * it logs "worker started".
 */
export async function startBenchApp(port: number, env: Record<string, string>): Promise<BenchApp> {
  const url = `http://127.0.0.1:${port}`;
  const isWorker = env.ROLE === 'worker';
  let hasWorkerStarted = false;
  // BENCH_NODE_FLAGS: Node/V8 flags for the app only (e.g. the Procfile's memory flags, which
  // NODE_OPTIONS does not accept), to compare their cost in one run.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      PASSWORD_HASH_COST: '12',
      LOGIN_LIMIT_PER_IP: '100000',
      ...env,
      // A worker says it has started at info: its other info lines (one per mail batch) are few.
      ...(isWorker ? { LOG_LEVEL: 'info' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (isWorker && line.includes('"worker started"')) hasWorkerStarted = true;
    if (line.startsWith('{') && logs.length < 1000) logs.push(line);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  let isUp = false;
  for (let i = 0; i < 600 && !isUp && child.exitCode === null; i++) {
    isUp = isWorker
      ? hasWorkerStarted
      : await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
    if (!isUp) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!isUp) {
    await stop();
    throw new Error(`the API did not start on ${url} (exit code ${child.exitCode})`);
  }
  return { url, child, logs, stop };
}
