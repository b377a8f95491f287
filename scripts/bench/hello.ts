/**
 * The ceiling for scripts/bench/load.ts: an Express 5 app that answers `GET /` with a small JSON
 * body and does nothing else (no database, no session, no middleware), run with as many
 * processes on one port (node:cluster) as the product in the same load run. The product's
 * requests per second divided by this one's says how much of the machine's HTTP capacity the
 * product's own work leaves (load.ts prints the ratio).
 *
 *   PORT=3999 WEB_CONCURRENCY=2 node --import tsx scripts/bench/hello.ts
 */
import cluster from 'node:cluster';
import express from 'express';

const port = Number(process.env.PORT ?? 3999);
const processes = Number(process.env.WEB_CONCURRENCY ?? 1);

if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i++) cluster.fork();
  let listening = 0;
  cluster.on(
    'listening',
    () => ++listening === processes && console.log(`hello listening on ${port} (${processes} processes)`),
  );
  // Exit once every worker has: a primary gone first leaves a worker's server.close() writing
  // to a closed IPC channel (EPIPE, an unhandled 'error' printed at the end of every load run).
  process.on('SIGTERM', () => {
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    let running = workers.length;
    if (running === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => --running === 0 && process.exit(0));
      worker.process.kill('SIGTERM');
    }
  });
} else {
  const app = express();
  app.disable('x-powered-by');
  app.get('/', (_req, res) => {
    res.json({ hello: 'world' });
  });
  const server = app.listen(
    port,
    '127.0.0.1',
    () => processes === 1 && console.log(`hello listening on ${port} (1 process)`),
  );
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
