import type { ErrorRequestHandler } from 'express';
import {
  AnonymityError,
  AnonymityWarningError,
  AppError,
  RateLimitError,
  BusyError,
  SecondFactorRequiredError,
} from '../errors';
import { logSecurityEvent } from '../security-log';

type PgError = { code?: string };
type HttpError = { type?: string; status?: number; expose?: boolean };

// Postgres and driver errors that mean "the database is not reachable right now".
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

/** Maps every error to the contract's body. Never a stack trace in a response. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  // An error after the answer went out (express-session saving or touching the session when the
  // database has just gone away): nothing more to send. Setting a header now would throw, and
  // Express would then destroy the keep-alive socket under the client's next request.
  if (res.headersSent) return;
  const send = (status: number, title: string, message: string, field?: string, code?: string, extra?: object) => {
    if (res.headersSent) return;
    res
      .status(status)
      .json({ error: { title, message, ...(field ? { field } : {}), ...(code ? { code } : {}), ...extra } });
  };

  if (err instanceof AppError) {
    if (err instanceof RateLimitError || err instanceof BusyError)
      res.set('Retry-After', String(err.retryAfterSeconds));
    // Refused access and throttling are security events (ASVS 16.3), unless the route logged its own.
    if (!res.locals.securityEventLogged && (err.status === 401 || err.status === 403 || err.status === 429)) {
      logSecurityEvent(req, err.status === 429 ? 'throttled' : 'access.refused', {
        status: err.status,
        reason: err.title,
      });
    }
    if (err instanceof AnonymityError)
      return send(err.status, err.title, err.message, err.field, err.code, { finding: err.finding });
    if (err instanceof AnonymityWarningError)
      return send(err.status, err.title, err.message, err.field, err.code, { warnings: err.warnings });
    const code = err instanceof SecondFactorRequiredError ? err.code : undefined;
    return send(err.status, err.title, err.message, err.field, code);
  }
  // A path parameter that is not valid percent-encoding (/api/matches/%ZZ): Express fails to decode
  // it before any route runs. No resource has such a name.
  if (err instanceof URIError) return send(404, 'Not found', 'There is no such page.');
  const bodyError = err as HttpError;
  if (bodyError.type === 'entity.parse.failed') return send(400, 'Bad request', 'The request body is not valid JSON.');
  if (bodyError.type === 'entity.too.large') return send(413, 'Too large', 'The request body is too large.');
  if (bodyError.type === 'charset.unsupported' || bodyError.type === 'encoding.unsupported') {
    return send(415, 'Unsupported', 'The request body encoding is not supported.');
  }
  // Any other body the client sent that cannot be read (a corrupt gzip stream, a short body).
  if (bodyError.expose && bodyError.status && bodyError.status >= 400 && bodyError.status < 500) {
    return send(bodyError.status, 'Bad request', 'The request body could not be read.');
  }
  // Drizzle wraps the driver's error (DrizzleQueryError); the Postgres code is on its cause.
  const code = (err as PgError).code ?? (err as { cause?: PgError }).cause?.code;
  if (code === '23505') return send(409, 'Conflict', 'That already exists.');
  // Class 22, data exception (a bad number, date, text or encoding the database refuses): the
  // request's values are at fault, not the server.
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code))
    return send(422, 'Invalid field', 'A field holds a value that is not valid.');
  if ((code && UNAVAILABLE.has(code)) || isConnectionLost(err)) {
    res.set('Retry-After', '5');
    return send(503, 'Service unavailable', 'The service is briefly unavailable. Please try again in a moment.');
  }
  req.log?.error(describeForLog(err), 'unhandled error');
  send(500, 'Something went wrong', 'Something went wrong on our side. Please try again.');
};

// node-postgres errors without a code that mean the connection to the server was lost.
const CONNECTION_LOST =
  /Client has encountered a connection error|Connection terminated|not queryable|timeout exceeded when trying to connect/;

function isConnectionLost(err: unknown): boolean {
  const messages = [(err as Error | undefined)?.message, (err as { cause?: Error } | undefined)?.cause?.message];
  return messages.some((m) => typeof m === 'string' && CONNECTION_LOST.test(m));
}

/**
 * What an unexpected error may put in the log: its type, code and stack — never Drizzle's
 * "Failed query … params: …" message, whose parameters can hold e-mails or password hashes.
 */
function describeForLog(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: typeof err };
  const cause = (err as { cause?: Error & PgError }).cause;
  const isQueryError = err.name === 'DrizzleQueryError' || err.message.startsWith('Failed query');
  return {
    errorName: err.name,
    errorMessage: isQueryError ? 'database query failed' : err.message,
    // Only the frames: a Drizzle message spans lines ("params: …") and must not reach the log.
    stack: err.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 7)
      .join('\n'),
    ...(cause ? { causeName: cause.name, causeCode: cause.code, causeMessage: cause.message } : {}),
  };
}
