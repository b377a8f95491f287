/**
 * api/env.ts loadConfig: production refuses to start on configuration that would be insecure,
 * with a message naming the variable. Outside production the defaults stay usable.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/env';

/** Everything production needs, so each case changes one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  INVITATION_SALT: 'a-salt-only-this-deployment-knows',
} as const;

describe('loadConfig in production', () => {
  it('starts with every required variable set', () => {
    const config = loadConfig({ ...PRODUCTION });
    expect(config.isProduction).toBe(true);
    expect(config.INVITATION_SALT).toBe(PRODUCTION.INVITATION_SALT);
  });

  it('refuses to start without INVITATION_SALT (the public default would let anyone compute invitation codes)', () => {
    const { INVITATION_SALT: _unset, ...withoutSalt } = PRODUCTION;
    expect(() => loadConfig(withoutSalt)).toThrow(/INVITATION_SALT: required in production/);
  });

  it('refuses to start with INVITATION_SALT set to the published default', () => {
    expect(() => loadConfig({ ...PRODUCTION, INVITATION_SALT: 'recruiter-connect-invite' })).toThrow(
      /INVITATION_SALT: required in production/,
    );
  });

  it.each([[''], ['short-salt']])('refuses to start with INVITATION_SALT %j (as guessable as no salt)', (salt) => {
    expect(() => loadConfig({ ...PRODUCTION, INVITATION_SALT: salt })).toThrow(
      /INVITATION_SALT: required in production/,
    );
  });

  it('refuses to start without SESSION_SECRET', () => {
    const { SESSION_SECRET: _unset, ...withoutSecret } = PRODUCTION;
    expect(() => loadConfig(withoutSecret)).toThrow(/SESSION_SECRET: required in production/);
  });
});

describe('loadConfig outside production', () => {
  it('keeps the default invitation salt for development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).INVITATION_SALT).toBe('recruiter-connect-invite');
    expect(loadConfig({ NODE_ENV: 'test' }).INVITATION_SALT).toBe('recruiter-connect-invite');
  });
});
