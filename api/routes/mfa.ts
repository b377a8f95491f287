/** /api/me/mfa/*: the signed-in member's two-factor sign-in (set up, confirm, turn off, new recovery codes). */
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import type { LoginLimiter } from '../auth/rate-limits';
import { ValidationError } from '../errors';
import { logSecurityEvent } from '../security-log';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { presentMeResponse, presentProfile } from '../presenters/profile';
import { presentEnrolment, presentMfaEnabled, presentRecoveryCodes } from '../presenters/mfa';
import { loadSettings } from '../services/settings/read-settings';
import { startEnrolment } from '../services/mfa/start-enrolment';
import { confirmEnrolment } from '../services/mfa/confirm-enrolment';
import { disableSecondFactor } from '../services/mfa/disable-second-factor';
import { regenerateRecoveryCodes } from '../services/mfa/regenerate-recovery-codes';
import { ZMfaConfirmSchema, ZMfaReauthSchema } from '../../shared/schemas/mfa';

export function myMfaRoutes(ctx: AppContext, limiter: LoginLimiter): Router {
  const router = Router();
  router.use(requireAuth);
  const me = async (req: Request) =>
    presentMeResponse(currentUser(req), { settings: await loadSettings(ctx), adminMfa: ctx.config.ADMIN_MFA });

  /** Password and code checks, throttled like the password: per IP, and failures per account. */
  async function throttled<T>(
    req: Request,
    event: 'mfa.enrol-refused' | 'mfa.disable-refused' | 'mfa.recovery-codes-refused',
    run: () => Promise<T>,
  ) {
    const key = `mfa:${currentUser(req).id}`;
    await limiter.check(req.ip ?? 'unknown', key);
    try {
      return await run();
    } catch (err) {
      if (err instanceof ValidationError && (err.field === 'password' || err.field === 'code')) {
        await limiter.recordFailure(key);
        logSecurityEvent(req, event, { reason: err.field });
      }
      throw err;
    }
  }

  router.post('/setup', async (req, res) => {
    const enrolment = await startEnrolment(ctx, { account: currentUser(req) });
    logSecurityEvent(req, 'mfa.enrolment-started');
    res.status(201).json(await presentEnrolment(enrolment));
  });

  router.post(
    '/confirm',
    validate(ZMfaConfirmSchema, async (input, req, res) => {
      const account = currentUser(req);
      const { recoveryCodes } = await throttled(req, 'mfa.enrol-refused', () =>
        confirmEnrolment(ctx, { account, password: input.password, code: input.code, keepSid: req.sessionID }),
      );
      logSecurityEvent(req, 'mfa.enrolled');
      const profile = presentProfile(
        { ...account, mfaEnabledAt: new Date() },
        { viewer: 'self', settings: await loadSettings(ctx), adminMfa: ctx.config.ADMIN_MFA },
      );
      res.json(presentMfaEnabled(profile, recoveryCodes));
    }),
  );

  router.post(
    '/disable',
    validate(ZMfaConfirmSchema, async (input, req, res) => {
      const updated = await throttled(req, 'mfa.disable-refused', () =>
        disableSecondFactor(ctx, { account: currentUser(req), password: input.password, code: input.code }),
      );
      logSecurityEvent(req, 'mfa.disabled');
      req.user = updated;
      res.json(await me(req));
    }),
  );

  router.post(
    '/recovery-codes',
    validate(ZMfaReauthSchema, async (input, req, res) => {
      const { recoveryCodes } = await throttled(req, 'mfa.recovery-codes-refused', () =>
        regenerateRecoveryCodes(ctx, { account: currentUser(req), password: input.password, code: input.code }),
      );
      logSecurityEvent(req, 'mfa.recovery-codes-regenerated');
      res.json(presentRecoveryCodes(recoveryCodes));
    }),
  );

  return router;
}
