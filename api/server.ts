/**
 * The process entry point. ROLE=all (default) serves the API and the PWA and runs the job
 * workers in one process; ROLE=web serves only; ROLE=worker only runs jobs (see Procfile).
 * With DATABASE_URL and WEB_CONCURRENCY > 1 this process becomes a cluster primary
 * (api/cluster.ts): it forks that many web processes on one port and keeps the jobs to itself.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { forkWebProcesses, isClusterWebProcess, webConcurrency, type Primary } from './cluster';
import { lockDataDir, usesDataDirDatabase } from './db/data-dir-lock';
import { loadConfig, type Config } from './env';
import { assertSupportedNode } from './node-version';

// A local .env (see .env.example) is optional; real environments set variables directly.
if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  assertSupportedNode();
  const config = loadConfig();
  const concurrency = webConcurrency(config);
  // A forked web process (cluster worker) serves and runs no jobs; its primary prints the banner.
  const isWebProcess = isClusterWebProcess();
  const isPrimary = concurrency.count > 1 && !isWebProcess;
  // Bad configuration and a data folder held by another process are refused before the rest of
  // the app is loaded: loading it takes seconds on a busy machine, and the refusal should not.
  const folderLock = usesDataDirDatabase(config) ? await lockDataDir(config.DATA_DIR) : undefined;
  const [{ createApp }, { startRuntime }, { ensureAdmin }] = await Promise.all([
    import('./app'),
    import('./runtime'),
    import('./services/accounts/ensure-admin'),
  ]);
  const runtime = await startRuntime(config, { folderLock, workers: isWebProcess ? false : undefined });
  const { ctx } = runtime;
  const log = ctx.logger;
  // `npm run backup` while this process owns the embedded database asks it for the backup.
  let stopBackups = () => undefined as void;
  if (runtime.dumpEmbedded && folderLock) {
    const { serveBackupRequests } = await import('./db/online-backup');
    stopBackups = serveBackupRequests(config.DATA_DIR, runtime.dumpEmbedded, log);
  }
  const metrics = await startMetrics(config, { isWebProcess, isPrimary });

  let server: Server | undefined;
  let primary: Primary | undefined;
  let closeApp = async () => undefined as void;
  let admin: Awaited<ReturnType<typeof ensureAdmin>> | undefined;
  if (config.ROLE !== 'worker') {
    // Once, in the primary (or the only process): a generated password is printed once.
    if (!isWebProcess) admin = await ensureAdmin(ctx, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    if (isPrimary) {
      primary = forkWebProcesses({
        count: concurrency.count,
        sessionSecret: ctx.sessionSecret,
        onLog: (level, details, message) => log[level](details, message),
      });
      await primary.ready;
    } else {
      const built = createApp(ctx);
      closeApp = built.close;
      server = built.app.listen(config.PORT, config.host);
      await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
    }
  }
  // A forked web process prints nothing: its primary prints the banner once, when all listen.
  if (config.ROLE !== 'worker' && !isWebProcess) {
    const lines = [
      `Recruiter Connect is running at ${config.appUrl}`,
      `Database: ${runtime.database === 'embedded' ? `embedded PGlite in ${config.DATA_DIR}/pglite` : 'PostgreSQL server (DATABASE_URL)'}`,
      concurrency.note,
      config.devMailbox
        ? `Dev mailbox (mails are kept here, not sent): ${config.appUrl}/dev/mail`
        : 'Mail: sent through SMTP_URL',
      metrics.note,
    ];
    if (admin?.generatedPassword) {
      lines.push(`Bootstrap admin created: sign in as ${admin.email} with password ${admin.generatedPassword}`);
      lines.push('  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)');
    } else if (admin) {
      lines.push(
        `Admin: sign in as ${admin.email}${config.ADMIN_PASSWORD ? ' with ADMIN_PASSWORD' : ' (password printed at first start)'}`,
      );
    }
    if (admin)
      lines.push(
        config.ADMIN_MFA === 'required'
          ? '  Administrators set up two-factor sign-in (an authenticator app) at their first sign-in.'
          : '  ADMIN_MFA=optional: administrators may sign in with the password alone (demos and tests only).',
      );
    console.log(`\n${lines.join('\n')}\n`);
  } else if (config.ROLE === 'worker') {
    log.info({ metrics: metrics.note }, 'worker started');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Stop taking requests, let in-flight ones finish, then release jobs and connections. Live
    // streams never finish by themselves: they end now, and their tabs reconnect elsewhere.
    runtime.ctx.live.closeAll();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    // A cluster primary: every web process drains (the same steps, in its own process) and exits.
    await primary?.stop();
    await metrics.stop();
    await closeApp();
    stopBackups();
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

/**
 * The Prometheus side of this process: a web process of a cluster hands its figures to the
 * primary when asked; the primary answers scrapes with every process's sum; METRICS_PORT gets a
 * listener of its own in the process that runs the jobs (never in a forked web process, which
 * shares the primary's environment).
 */
async function startMetrics(config: Config, role: { isWebProcess: boolean; isPrimary: boolean }) {
  const [
    { answerMetricsRequests, clusterMetricsText, serveMetricsToWebProcesses },
    { localMetrics, startMetricsListener },
  ] = await Promise.all([import('./metrics/cluster'), import('./metrics/endpoint')]);
  if (role.isWebProcess) {
    answerMetricsRequests();
    return { note: '', stop: async () => undefined };
  }
  const stopServing = role.isPrimary ? serveMetricsToWebProcesses() : () => undefined;
  const source = role.isPrimary ? clusterMetricsText : localMetrics;
  const host = config.METRICS_HOST ?? '127.0.0.1';
  const listener = config.METRICS_PORT
    ? await startMetricsListener({ port: config.METRICS_PORT, host, token: config.METRICS_TOKEN, source })
    : undefined;
  const where = [
    listener ? `http://${host}:${config.METRICS_PORT}/metrics` : '',
    config.METRICS_TOKEN && config.ROLE !== 'worker' ? `${config.appUrl}/metrics with METRICS_TOKEN` : '',
  ].filter(Boolean);
  return {
    note: `Metrics: ${where.length ? where.join(' and ') : 'off (set METRICS_PORT or METRICS_TOKEN)'}`,
    async stop() {
      stopServing();
      await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
    },
  };
}
