/** The sign-in and password answers of /api/auth (api/routes/auth.ts). */
import type { MeResponse } from './account';

/**
 * POST /api/auth/login → the signed-in account, or, for an account with two-factor sign-in, the
 * request for its code (POST /api/auth/mfa then answers the signed-in account).
 */
export type LoginResponse = MeResponse | SecondFactorAwaited;
export type SecondFactorAwaited = { status: 'mfa-required' };

/** POST /api/auth/register (201) */
export type Registered = { status: 'confirmation-required' };

/** POST /api/auth/activate */
/** `email`: the activated account's address, so the login screen after activation is filled in. */
export type Activated = { status: 'activated'; email: string };

/** POST /api/auth/forgot (202; the same answer whether or not the address has an account). */
export type RecoveryEmailSent = { status: 'recovery-email-sent' };

/** POST /api/auth/reset and POST /api/auth/password */
export type PasswordChanged = { status: 'password-changed' };
