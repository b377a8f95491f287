import type { RequestHandler } from 'express';
import { ForbiddenError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for the JSON API: a state-changing request must be JSON
 * (an HTML form cannot send that cross-site without a CORS preflight we never grant) and must
 * not come from another site (Sec-Fetch-Site, or Origin when the browser sends no fetch metadata).
 */
export function sameSiteOnly(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    if (!req.is('application/json')) {
      return next(new ForbiddenError('Requests that change data must be sent as JSON.'));
    }
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(new ForbiddenError('Cross-site requests are not allowed.'));
    }
    const origin = req.get('origin');
    if (origin && origin !== appOrigin && origin !== `${req.protocol}://${req.get('host')}`) {
      return next(new ForbiddenError('Cross-site requests are not allowed.'));
    }
    next();
  };
}
