import { Router, type Request, type Response } from 'express';
import type passport from 'passport';
import type { AppContext } from '../context';
import type { Account } from '../domain/rows';
import { isCommonPassword } from '../auth/password';
import { createLinkLimiter, type LoginLimiter, type MailLimiter } from '../auth/rate-limits';
import { signOutRequest } from '../auth/session';
import { emailTag, logSecurityEvent } from '../security-log';
import { AuthenticationError, BadRequestError, ValidationError, type AppError } from '../errors';
import { validate } from '../middleware/validate';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { presentMeResponse } from '../presenters/profile';
import { presentActivated, presentStatus } from '../presenters/status';
import { loadSettings } from '../services/settings/read-settings';
import { activateAccount } from '../services/accounts/activate-account';
import { resendActivation } from '../services/accounts/resend-activation';
import { changePassword } from '../services/accounts/change-password';
import { recordLogin } from '../services/accounts/record-login';
import { registerAccount } from '../services/accounts/register-account';
import { queuePasswordReset } from '../services/accounts/queue-password-reset';
import { resetPassword } from '../services/accounts/reset-password';
import { findChallengedAccount } from '../services/mfa/find-challenged-account';
import { verifySecondFactor, type SecondFactor } from '../services/mfa/verify-second-factor';
import { ZMfaSignInSchema } from '../../shared/schemas/mfa';
import { MESSAGES, TITLES } from '../../shared/messages';
import { isValidInvitationCode } from '../../shared/rules/invitation-code';
import { loginRefusal, loginRefusalError, mayCompleteSecondFactor } from '../policies/account';
import { now } from '../clock';
import {
  unknownFieldMessage,
  ZActivateSchema,
  ZChangePasswordSchema,
  ZForgotSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetSchema,
  type FieldIssue,
} from '../../shared/schemas/account';

/**
 * A link that is not one we could have sent (no uid, a malformed uid or token) is refused like a
 * wrong one: 400 with the activation message. Only an unknown field stays the contract's 422.
 */
function refuseActivation(issue: FieldIssue): AppError {
  if (issue.message === unknownFieldMessage(issue.field)) return new ValidationError(issue.message, issue.field);
  return new BadRequestError(MESSAGES.activationInvalid, TITLES.activationFailed);
}

function refuseCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw new ValidationError(MESSAGES.passwordWeak, field);
}

function authenticate(auth: passport.PassportStatic, req: Request): Promise<Account | false> {
  return new Promise((resolve, reject) => {
    auth.authenticate('local', (err: unknown, user: Account | false) => (err ? reject(err) : resolve(user)))(req);
  });
}

function logIn(req: Request, account: Account): Promise<void> {
  // passport ≥ 0.6 regenerates the session id here, so a planted cookie is worthless (fixation).
  return new Promise((resolve, reject) => req.logIn(account, (err) => (err ? reject(err) : resolve())));
}

/** How long the code may follow the password of a sign-in. */
const MFA_CHALLENGE_MS = 5 * 60_000;

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

export function authRoutes(
  ctx: AppContext,
  auth: passport.PassportStatic,
  limiter: LoginLimiter,
  mailLimiter: MailLimiter,
): Router {
  const router = Router();
  const linkLimiter = createLinkLimiter(ctx);

  async function signInFully(req: Request, res: Response, account: Account, secondFactor?: SecondFactor) {
    const updated = await recordLogin(ctx, { account });
    await logIn(req, updated);
    req.session.signedInAt = Date.now();
    logSecurityEvent(req, 'login.succeeded', secondFactor ? { secondFactor } : {});
    res.json(presentMeResponse(updated, { settings: await loadSettings(ctx), adminMfa: ctx.config.ADMIN_MFA }));
  }

  router.post(
    '/register',
    validate(ZRegisterSchema, async (input, req, res) => {
      await mailLimiter.checkIp(req.ip ?? 'unknown');
      refuseCommon(input.password, 'password');
      let isInvited = false;
      if (input.invitationCode) {
        isInvited = await isValidInvitationCode({
          value: input.email,
          code: input.invitationCode,
          salt: ctx.config.INVITATION_SALT,
          masterCode: ctx.config.INVITATION_MASTER_CODE,
        });
        if (!isInvited) throw new ValidationError('The Invitation Code provided is not valid.', 'invitationCode');
      }
      // Past the per-address limit nothing is created or mailed, and the answer stays the same.
      if (await mailLimiter.mayMail('activation', input.email)) {
        await registerAccount(ctx, { email: input.email, password: input.password, isInvited });
      } else {
        logSecurityEvent(req, 'throttled', {
          reason: 'activation mails to this address',
          emailTag: emailTag(input.email),
        });
      }
      res.status(201).json(presentStatus('confirmation-required'));
    }),
  );

  router.post(
    '/activate',
    validate(
      ZActivateSchema,
      async (input, req, res) => {
        await linkLimiter.check(req);
        const { email } = await activateAccount(ctx, { uid: input.uid, token: input.token });
        res.json(presentActivated(email));
      },
      { refuse: refuseActivation },
    ),
  );

  router.post(
    '/login',
    validate(ZLoginSchema, async (input, req, res) => {
      await limiter.check(req.ip ?? 'unknown', input.email);
      const account = await authenticate(auth, req);
      if (!account) {
        await limiter.recordFailure(input.email);
        logSecurityEvent(req, 'login.failed', { reason: 'credentials', emailTag: emailTag(input.email) });
        throw new AuthenticationError('The e-mail address or password is incorrect.', TITLES.loginFailed);
      }
      const refusal = loginRefusal(account, now());
      if (refusal) {
        logSecurityEvent(req, 'login.failed', { reason: refusal, accountId: account.id });
        // Anyone can register someone else's address with a password of their own: without the
        // per-address limit, each sign-in attempt would mail that inbox again.
        if (refusal === 'inactive') {
          if (await mailLimiter.mayMail('activation', account.email))
            await resendActivation(ctx, { accountId: account.id });
          else
            logSecurityEvent(req, 'throttled', { reason: 'activation mails to this address', accountId: account.id });
        }
        throw loginRefusalError(refusal);
      }
      await limiter.reset(input.email);
      if (account.mfaEnabledAt) {
        // The password is right; no one is signed in until the code is (POST /auth/mfa). A new
        // session id, as at any sign-in, so a planted cookie never carries the challenge.
        await regenerate(req);
        req.session.mfaChallenge = { accountId: account.id, at: Date.now() };
        logSecurityEvent(req, 'login.second-factor-awaited', { accountId: account.id });
        res.json(presentStatus('mfa-required'));
        return;
      }
      await signInFully(req, res, account);
    }),
  );

  router.post(
    '/mfa',
    validate(ZMfaSignInSchema, async (input, req, res) => {
      const challenge = req.session.mfaChallenge;
      if (!challenge || Date.now() - challenge.at > MFA_CHALLENGE_MS) {
        delete req.session.mfaChallenge;
        throw new AuthenticationError(MESSAGES.mfaSignInExpired, TITLES.twoFactorFailed);
      }
      // Throttled like the password: per IP, and failures per account.
      const key = `mfa:${challenge.accountId}`;
      await limiter.check(req.ip ?? 'unknown', key);
      const account = await findChallengedAccount(ctx, { id: challenge.accountId });
      if (!account || !mayCompleteSecondFactor(account, now())) {
        delete req.session.mfaChallenge;
        throw new AuthenticationError(MESSAGES.mfaSignInExpired, TITLES.twoFactorFailed);
      }
      const method = await verifySecondFactor(ctx, { account, code: input.code, purpose: 'sign-in' });
      if (!method) {
        await limiter.recordFailure(key);
        logSecurityEvent(req, 'login.failed', { reason: 'second factor', accountId: account.id });
        throw new ValidationError(MESSAGES.mfaCodeInvalid, 'code', TITLES.twoFactorFailed);
      }
      await limiter.reset(key);
      await signInFully(req, res, account, method);
    }),
  );

  router.post('/logout', requireAuth, async (req, res) => {
    logSecurityEvent(req, 'logout');
    await signOutRequest(req, res, ctx.config.isProduction);
    res.status(204).end();
  });

  router.post(
    '/forgot',
    validate(ZForgotSchema, async (input, req, res) => {
      await mailLimiter.checkIp(req.ip ?? 'unknown');
      // Past the per-address limit no mail goes, and the answer stays the same.
      if (await mailLimiter.mayMail('password-reset', input.email))
        await queuePasswordReset(ctx, { email: input.email });
      else
        logSecurityEvent(req, 'throttled', { reason: 'reset mails to this address', emailTag: emailTag(input.email) });
      // The same answer, in the same time, whether or not the account exists (no enumeration):
      // whether it does is looked up afterwards, by the job.
      res.status(202).json(presentStatus('recovery-email-sent'));
    }),
  );

  router.post(
    '/reset',
    validate(ZResetSchema, async (input, req, res) => {
      refuseCommon(input.password, 'password');
      await linkLimiter.check(req);
      await resetPassword(ctx, { token: input.token, password: input.password });
      logSecurityEvent(req, 'password.reset');
      res.json(presentStatus('password-changed'));
    }),
  );

  router.post(
    '/password',
    requireAuth,
    validate(ZChangePasswordSchema, async (input, req, res) => {
      refuseCommon(input.password, 'password');
      await limiter.check(req.ip ?? 'unknown', `change:${currentUser(req).id}`);
      try {
        await changePassword(ctx, {
          account: currentUser(req),
          current: input.current,
          password: input.password,
          keepSid: req.sessionID,
        });
      } catch (err) {
        if (err instanceof ValidationError && err.field === 'current') {
          await limiter.recordFailure(`change:${currentUser(req).id}`);
          logSecurityEvent(req, 'password.change-refused', { reason: 'current password incorrect' });
        }
        throw err;
      }
      logSecurityEvent(req, 'password.changed');
      res.json(presentStatus('password-changed'));
    }),
  );

  return router;
}
