/** Runs a script against the configured database (embedded under DATA_DIR, or DATABASE_URL). */
import { existsSync } from 'node:fs';
import type { AppContext } from '../api/context';
import { DataDirInUseError } from '../api/db/data-dir-lock';
import { loadConfig } from '../api/env';
import { startRuntime } from '../api/runtime';

export async function withRuntime(fn: (ctx: AppContext) => Promise<void>): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  // Scripts only read and write rows; jobs they enqueue are sent by the running server's worker.
  const runtime = await startRuntime(config, { workers: false }).catch((err: unknown) => {
    // The server (or another script) holds the data folder: say so, without a stack trace.
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  try {
    await fn(runtime.ctx);
  } finally {
    await runtime.stop();
  }
}
