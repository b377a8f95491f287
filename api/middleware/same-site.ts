import type { Request, RequestHandler } from 'express';
import { AppError, ForbiddenError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const NOT_JSON_MESSAGE = 'Requests that change data must be sent as JSON.';
export const NOT_UTF8_MESSAGE = 'Requests must be sent as JSON in UTF-8.';
const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/** Does the request carry a body? `Content-Length: 0` and no length at all are both "no body". */
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

/** The media type and parameters of a Content-Type header ('application/json', { charset: 'utf-8' }). */
function parseContentType(header: string): { type: string; charsets: string[] } {
  const [type = '', ...parameters] = header.split(';');
  const charsets = parameters
    .map((p) => p.split('='))
    .filter(([name]) => name?.trim().toLowerCase() === 'charset')
    .map(([, value = '']) =>
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase(),
    );
  return { type: type.trim().toLowerCase(), charsets };
}

/**
 * Cross-site request forgery guard for the JSON API, and the one body format it reads.
 *
 * - A body is JSON in UTF-8 (the JSON standard's encoding). Any other charset is 415: the body
 *   parser would decode UTF-7 or UTF-16 into text that no check saw as such.
 * - A state-changing request with a body must be `application/json`: an HTML form cannot send that
 *   cross-site without a CORS preflight we never grant. The one exception is a file upload route
 *   (`multipartRoutes`), which takes multipart/form-data and relies on the same-site check below. One without a body (a DELETE) may omit
 *   Content-Type; if it names one, that must be JSON too.
 * - It must not come from another site: Sec-Fetch-Site, and Origin compared with APP_URL's origin
 *   (and ALLOWED_ORIGINS) — never with the request's own Host header, which whoever sends the
 *   request chooses (a DNS-rebound name, or any client at all).
 */
export function sameSiteOnly(
  appUrl: string,
  allowedOrigins: readonly string[] = [],
  /** Told of each Origin refused (logged once per origin with the APP_URL fix: api/ops/config-warnings.ts). */
  onForeignOrigin: (origin: string) => void = () => undefined,
  /**
   * The routes that take a file ('POST /imports', as seen from where this is mounted): they may
   * send multipart/form-data instead of JSON. The Origin / Sec-Fetch-Site check still applies, and
   * it is what refuses a cross-site form (a browser always sends Origin with a cross-site POST).
   */
  multipartRoutes: readonly string[] = [],
): RequestHandler {
  const origins = new Set([new URL(appUrl).origin, ...allowedOrigins]);
  const fileRoutes = new Set(multipartRoutes);
  return (req, _res, next) => {
    const contentType = req.headers['content-type'];
    const { type, charsets } = parseContentType(contentType ?? '');
    if (type === 'application/json' && charsets.some((charset) => charset !== 'utf-8')) {
      return next(new AppError(415, 'unsupported_media_type', 'Unsupported', NOT_UTF8_MESSAGE));
    }
    if (!STATE_CHANGING.has(req.method)) return next();
    const isFileUpload = type === 'multipart/form-data' && fileRoutes.has(`${req.method} ${req.path}`);
    if ((contentType !== undefined || hasBody(req)) && type !== 'application/json' && !isFileUpload) {
      return next(new ForbiddenError(NOT_JSON_MESSAGE));
    }
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(new ForbiddenError(CROSS_SITE_MESSAGE));
    }
    const origin = req.get('origin');
    if (origin !== undefined && !origins.has(origin)) {
      onForeignOrigin(origin);
      return next(new ForbiddenError(CROSS_SITE_MESSAGE));
    }
    next();
  };
}
