/** Runs a script against the configured database (embedded under DATA_DIR, or DATABASE_URL). */
import { existsSync } from 'node:fs';
import type { AppContext } from '../api/context';
import { DataDirInUseError } from '../api/db/data-dir-lock';
import { loadConfig } from '../api/env';
import { startRuntime, type Runtime } from '../api/runtime';

/** `migrate`: apply the migrations whatever MIGRATE_ON_START says (`npm run db:migrate`). */
export async function withRuntime(
  fn: (ctx: AppContext, runtime: Runtime) => Promise<void>,
  options: { migrate?: boolean } = {},
): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  // Scripts only read and write rows; jobs they enqueue are sent by the running server's worker.
  const runtime = await startRuntime(config, { workers: false, migrate: options.migrate }).catch((err: unknown) => {
    // The server (or another script) holds the data folder: say so, without a stack trace.
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  try {
    await fn(runtime.ctx, runtime);
  } finally {
    await runtime.stop();
  }
}
