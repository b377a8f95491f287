/**
 * The process entry point. ROLE=all (default) serves the API and the PWA and runs the job
 * workers in one process; ROLE=web serves only; ROLE=worker only runs jobs (see Procfile).
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { lockDataDir, usesDataDirDatabase } from './db/data-dir-lock';
import { loadConfig } from './env';
import { assertSupportedNode } from './node-version';

// A local .env (see .env.example) is optional; real environments set variables directly.
if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  assertSupportedNode();
  const config = loadConfig();
  // Bad configuration and a data folder held by another process are refused before the rest of
  // the app is loaded: loading it takes seconds on a busy machine, and the refusal should not.
  const folderLock = usesDataDirDatabase(config) ? await lockDataDir(config.DATA_DIR) : undefined;
  const [{ createApp }, { startRuntime }, { ensureAdmin }] = await Promise.all([
    import('./app'),
    import('./runtime'),
    import('./services/accounts/ensure-admin'),
  ]);
  const runtime = await startRuntime(config, { folderLock });
  const { ctx } = runtime;
  const log = ctx.logger;

  let server: Server | undefined;
  let closeApp = async () => undefined as void;
  if (config.ROLE !== 'worker') {
    const admin = await ensureAdmin(ctx, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    const built = createApp(ctx);
    closeApp = built.close;
    server = built.app.listen(config.PORT, config.host);
    await new Promise<void>((resolve) => server!.once('listening', () => resolve()));

    const lines = [
      `Recruiter Connect is running at ${config.appUrl}`,
      `Database: ${runtime.database === 'embedded' ? `embedded PGlite in ${config.DATA_DIR}/pglite` : 'PostgreSQL server (DATABASE_URL)'}`,
      config.devMailbox ? `Dev mailbox (mails are kept here, not sent): ${config.appUrl}/dev/mail` : 'Mail: sent through SMTP_URL',
    ];
    if (admin?.generatedPassword) {
      lines.push(`Bootstrap admin created: sign in as ${admin.email} with password ${admin.generatedPassword}`);
      lines.push('  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)');
    } else if (admin) {
      lines.push(`Admin: sign in as ${admin.email}${config.ADMIN_PASSWORD ? ' with ADMIN_PASSWORD' : ' (password printed at first start)'}`);
    }
    console.log(`\n${lines.join('\n')}\n`);
  } else {
    log.info('worker started');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Stop taking requests, let in-flight ones finish, then release jobs and connections.
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await closeApp();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
