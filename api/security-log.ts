/**
 * Security events in the log (ASVS 16.3): sign-ins and their failures, sign-outs, password
 * changes and resets, refused access (401/403), throttling (429) and administrators' actions on
 * accounts. One line each at level info, `security` holding the event's name, so a log pipeline
 * can select them; with who (account id, when known), from where (IP) and what (method, path).
 * Never a password, token or cookie: the logger redacts those, and an e-mail address that may
 * not belong to an account is logged as a short hash only.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { loggableUrl } from './logger';

export type SecurityEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'logout'
  | 'password.changed'
  | 'password.change-refused'
  | 'password.reset'
  | 'access.refused'
  | 'throttled'
  | 'member.action'
  | 'account.deletion-requested'
  | 'account.deletion-refused'
  | 'account.deletion-cancelled'
  | 'login.second-factor-awaited'
  | 'mfa.enrolment-started'
  | 'mfa.enrolled'
  | 'mfa.enrol-refused'
  | 'mfa.disabled'
  | 'mfa.disable-refused'
  | 'mfa.recovery-codes-regenerated'
  | 'mfa.recovery-codes-refused'
  | 'api-token.created'
  | 'api-token.revoked';

/** A stable, non-reversible tag for an e-mail address (to correlate attempts without storing it). */
export const emailTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

/** Logs one security event for this request (the error handler then adds no second line). */
export function logSecurityEvent(req: Request, event: SecurityEvent, details: Record<string, unknown> = {}): void {
  if (req.res) req.res.locals.securityEventLogged = true;
  req.log?.info(
    {
      security: event,
      accountId: req.user?.id ?? null,
      ip: req.ip,
      method: req.method,
      path: loggableUrl(req.originalUrl.split('?')[0] ?? ''),
      ...details,
    },
    `security: ${event}`,
  );
}
