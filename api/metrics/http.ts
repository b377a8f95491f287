import type { RequestHandler } from 'express';
import { httpRequestDuration } from './registry';

/**
 * Times every answer under its Express route pattern (`/api/jobs/:uid`, never the raw URL: one
 * series per route, not per listing). The pattern is taken when the router matches the route,
 * where the mount path (`req.baseUrl`) is still the route's; by the time an error reaches the
 * error handler it has been unwound. Anything no route matched (static files, 404s) is
 * `(unmatched)`. The pattern is left in `res.locals.route` for the request's log line too.
 */
/** A router's `/` under `/api/me` is `/api/me`, as it is requested. */
const patternOf = (mount: string, path: string) => (mount && path === '/' ? mount : `${mount}${path}`);

/** The Express route pattern that answered (`/api/jobs/:uid`), or undefined when none did. */
export const routeOf = (res: { locals?: Record<string, unknown> }) => res.locals?.route as string | undefined;

export const timeRequests: RequestHandler = (req, res, next) => {
  const startedAt = process.hrtime.bigint();
  let route = '(unmatched)';
  let current: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: { path?: unknown } | undefined) {
      current = value;
      if (value?.path !== undefined) res.locals.route = route = patternOf(req.baseUrl, String(value.path));
    },
  });
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    httpRequestDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
  });
  next();
};
