/**
 * Where a Prometheus scrape is answered. Never public by default:
 * - METRICS_PORT: a listener of its own (METRICS_HOST, default 127.0.0.1), in the process that
 *   runs the jobs (the cluster primary, the single process, or a ROLE=worker process);
 * - METRICS_TOKEN: /metrics on the app's port, to `Authorization: Bearer <METRICS_TOKEN>` only
 *   (the METRICS_PORT listener asks for it too when it is set).
 * Without either, /metrics is a 404 like any unknown path, never the PWA's page.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { RequestHandler } from 'express';
import { AppError, NotFoundError } from '../errors';
import { asExposition, registry } from './registry';

export type MetricsSource = () => Promise<string>;

export const localMetrics: MetricsSource = async () => asExposition(await registry.metrics());

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the bearer token (compared in constant time). */
export function hasToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** GET /metrics on the app's port. */
export function metricsRoute(token: string | undefined, source: MetricsSource): RequestHandler {
  return async (req, res, next) => {
    if (!token) return next(new NotFoundError('There is no such page.'));
    if (!hasToken(req.get('authorization'), token)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      return next(new AppError(401, 'unauthorized', 'Unauthorized', 'The metrics need their bearer token.'));
    }
    res.set('Cache-Control', 'no-store');
    res.type(registry.contentType).send(await source());
  };
}

/** The METRICS_PORT listener; resolves once it listens. */
export async function startMetricsListener(options: {
  port: number;
  host: string;
  token: string | undefined;
  source: MetricsSource;
}): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') return void res.writeHead(404).end('Not found\n');
    if (options.token && !hasToken(req.headers.authorization, options.token))
      return void res.writeHead(401, { 'WWW-Authenticate': 'Bearer realm="metrics"' }).end('Unauthorized\n');
    options.source().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500).end('Metrics not available\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
