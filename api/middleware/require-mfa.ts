import type { Request, RequestHandler } from 'express';
import { SecondFactorRequiredError } from '../errors';
import { mustEnrolSecondFactor } from '../policies/account';
import { MESSAGES, TITLES } from '../../shared/messages';

/** What an administrator still setting up a second factor may call: signing in and out, their own account, the set-up. */
function isOpenBeforeEnrolment(req: Request): boolean {
  const path = req.path;
  if (path.startsWith('/auth/') || path.startsWith('/me/mfa/')) return true;
  if (req.method === 'GET' && (path === '/me' || path === '/me/')) return true;
  // Anyone's routes (lookups, configuration, analytics events) and unsubscribing this device's push.
  if (path === '/lookups' || path === '/config' || (req.method === 'POST' && path === '/events')) return true;
  return req.method === 'DELETE' && path.startsWith('/push/');
}

/**
 * Every signed-in route refuses an administrator who has no second factor yet while ADMIN_MFA is
 * required (403, code mfa_enrolment_required), until one is set up: the console shows every
 * member's contact details and every deal, and a password alone is not enough for that.
 */
export function requireSecondFactor(adminMfa: 'required' | 'optional'): RequestHandler {
  return (req, _res, next) => {
    if (!req.user || !mustEnrolSecondFactor(req.user, adminMfa) || isOpenBeforeEnrolment(req)) return next();
    next(new SecondFactorRequiredError(MESSAGES.mfaEnrolmentRequired, TITLES.twoFactorRequired));
  };
}
