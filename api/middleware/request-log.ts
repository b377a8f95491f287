/**
 * One log line per request (docs/operations.md § Logs) and `req.log`, the request's own logger.
 *
 * It writes the line pino-http wrote (`request completed`, `request aborted`, `request errored`,
 * at info, with `req` {id, method, url}, `userId`, `res` {statusCode}, `err`, `responseTime` and
 * `route`), without what pino-http did on every request whether anything was logged or not: two
 * or three child loggers, each serialising its bindings, and the standard request serialiser's copy
 * of every header. Those were about 3 % of a web process's time under the mixed load, at
 * LOG_LEVEL=warn where no line is written at all. Here `req.log` is made on first use (an
 * unhandled error, a security event), and the line's fields are gathered only when info is on.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { loggableUrl, type Logger } from '../logger';
import { routeOf } from '../metrics/http';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id, or a new one), also sent back in the answer's X-Request-Id. */
    id: string;
    /** A child logger bound to this request (`req`: id, method, url). */
    log: Logger;
  }
  interface ServerResponse {
    log: Logger;
  }
}

const MAX_REQUEST_ID = 64;

const requestFields = (req: IncomingMessage & { originalUrl?: string }) => ({
  id: req.id,
  method: req.method,
  url: loggableUrl(req.originalUrl || req.url || ''),
});

export function requestLog(options: { logger: Logger; ignore(req: Request): boolean }): RequestHandler {
  const { logger, ignore } = options;
  return (req, res, next) => {
    const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, MAX_REQUEST_ID) || randomUUID();
    res.setHeader('x-request-id', id);
    req.id = id;
    let child: Logger | undefined;
    const log = {
      configurable: true,
      get: () => (child ??= logger.child({ req: requestFields(req) })),
      set: (value: Logger) => {
        child = value;
      },
    };
    Object.defineProperty(req, 'log', log);
    Object.defineProperty(res, 'log', log);
    if (!ignore(req)) {
      const startedAt = Date.now();
      const done = (err?: unknown) => {
        res.removeListener('close', done);
        res.removeListener('finish', done);
        res.removeListener('error', done);
        logAnswer(logger, req, res, startedAt, err);
      };
      res.on('close', done);
      res.on('finish', done);
      res.on('error', done);
    }
    next();
  };
}

function logAnswer(logger: Logger, req: Request, res: ServerResponse, startedAt: number, err: unknown): void {
  if (!logger.isLevelEnabled('info')) return;
  const responseTime = Date.now() - startedAt;
  const line = { req: requestFields(req), userId: req.user?.id, res: { statusCode: res.statusCode } };
  const route = routeOf(res as { locals?: Record<string, unknown> });
  if (err || res.statusCode >= 500) {
    const error = err ?? new Error(`failed with status code ${res.statusCode}`);
    logger.info({ ...line, err: error, responseTime, route }, 'request errored');
    return;
  }
  const isComplete = !req.readableAborted && res.writableEnded;
  logger.info({ ...line, responseTime, route }, isComplete ? 'request completed' : 'request aborted');
}
