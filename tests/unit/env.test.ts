/**
 * api/env.ts loadConfig: production refuses to start on configuration that would be insecure,
 * with a message naming the variable. Outside production the defaults stay usable.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/env';
import { productionSettings } from '../support/production-settings';

/** Everything production needs, so each case changes one thing. */
const PRODUCTION = productionSettings();

/** The message loadConfig refuses `env` with. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted it');
}

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

  it('requires two-factor sign-in for administrators by default, and refuses ADMIN_MFA=optional', () => {
    expect(loadConfig({ ...PRODUCTION }).ADMIN_MFA).toBe('required');
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_MFA: 'optional' })).toThrow(
      /ADMIN_MFA: must be required in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_MFA: 'off' })).toThrow(/ADMIN_MFA/);
  });

  it('refuses to start without SESSION_SECRET', () => {
    const { SESSION_SECRET: _unset, ...withoutSecret } = PRODUCTION;
    expect(() => loadConfig(withoutSecret)).toThrow(/SESSION_SECRET: required in production/);
  });
});

describe('loadConfig lists every problem at once', () => {
  it('names every missing production setting in one message, each with what to set', () => {
    const message = refusal({ NODE_ENV: 'production' });
    const named = [
      'APP_URL',
      'SESSION_SECRET',
      'SMTP_URL',
      'INVITATION_SALT',
      'CANDIDATE_ID_SECRET',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ];
    for (const name of named) expect(message).toMatch(new RegExp(`^  ${name}: required in production`, 'm'));
    expect(message).toContain('7 settings to fix');
    expect(message).toContain('APP_URL=https://');
  });

  it('reports a malformed value together with the missing ones', () => {
    const message = refusal({ NODE_ENV: 'production', PORT: 'eighty', SESSION_SECRET: 'short' });
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}SESSION_SECRET: required in production \(32\+ characters\)/m);
    expect(message).toMatch(/^ {2}SMTP_URL: /m);
  });

  it('refuses an http APP_URL in production (the Secure session cookie would never come back)', () => {
    expect(refusal({ ...PRODUCTION, APP_URL: 'http://connect.example.co.za' })).toMatch(
      /APP_URL: must be https:\/\/ in production.*APP_URL=https:\/\/connect\.example\.co\.za/,
    );
  });

  it('refuses one VAPID key without the other', () => {
    const { VAPID_PRIVATE_KEY: _unset, ...oneKey } = PRODUCTION;
    expect(refusal(oneKey)).toMatch(/^ {2}VAPID_PRIVATE_KEY: required in production/m);
  });

  it('refuses part of the DKIM settings, in any environment', () => {
    expect(refusal({ NODE_ENV: 'development', DKIM_DOMAIN: 'example.co.za' })).toMatch(
      /DKIM_SELECTOR, DKIM_PRIVATE_KEY: DKIM signing needs all of/,
    );
  });
});

describe('BACKUP_SCHEDULE', () => {
  it('is a cron expression of five fields, or unset', () => {
    expect(loadConfig({ NODE_ENV: 'development', BACKUP_SCHEDULE: ' 30 1 * * * ' }).BACKUP_SCHEDULE).toBe('30 1 * * *');
    expect(loadConfig({ NODE_ENV: 'development', BACKUP_SCHEDULE: '' }).BACKUP_SCHEDULE).toBeUndefined();
    for (const wrong of ['nightly', '30 1 * *', '61 1 * * *', '0 0 1 * * *'])
      expect(refusal({ NODE_ENV: 'development', BACKUP_SCHEDULE: wrong }), wrong).toMatch(
        /BACKUP_SCHEDULE: a cron expression of five fields/,
      );
  });
});

describe('DKIM settings', () => {
  const rsaPem = (bits: number) =>
    generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const pem = rsaPem(2048);
  const DKIM = { DKIM_DOMAIN: 'Example.co.za', DKIM_SELECTOR: 'rc2026', DKIM_PRIVATE_KEY: pem };

  it('signs with the key given as PEM text, its newlines as they are or written as \\n', () => {
    for (const key of [pem, pem.replace(/\n/g, '\\n')]) {
      expect(loadConfig({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: key }).dkim).toEqual({
        domainName: 'example.co.za',
        keySelector: 'rc2026',
        privateKey: pem,
      });
    }
  });

  it('reads the key from a file when the setting is a path', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dkim-')), 'dkim-private.pem');
    writeFileSync(file, pem);
    expect(loadConfig({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: file }).dkim?.privateKey).toBe(pem);
    expect(refusal({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: `${file}.missing` })).toMatch(
      /DKIM_PRIVATE_KEY: is neither a PEM key .* nor a file that can be read \(ENOENT: .*missing\)/,
    );
  });

  it('is off with none of the three set', () => {
    expect(loadConfig({ ...PRODUCTION }).dkim).toBeNull();
  });

  it('refuses a key that does not parse, at start and with what to do', () => {
    const broken = pem.replace(/^(-----BEGIN PRIVATE KEY-----\n)[A-Za-z0-9+/]{8}/, '$1AAAAAAAA');
    expect(refusal({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: broken })).toMatch(
      /DKIM_PRIVATE_KEY: does not parse as an unencrypted PEM private key .*openssl genpkey -algorithm RSA/,
    );
    expect(refusal({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnot a key' })).toMatch(
      /DKIM_PRIVATE_KEY: does not parse/,
    );
  });

  it('refuses a key nodemailer cannot sign with (not RSA, or under 1024 bits) instead of sending unsigned', () => {
    const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(refusal({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: ed25519 })).toMatch(
      /DKIM_PRIVATE_KEY: is a ed25519 key; mail is signed rsa-sha256, so it must be RSA/,
    );
    expect(refusal({ ...PRODUCTION, ...DKIM, DKIM_PRIVATE_KEY: rsaPem(512) })).toMatch(
      /DKIM_PRIVATE_KEY: is an RSA key of 512 bits/,
    );
  });

  it('lists a bad domain, selector and key in one message, with the other settings', () => {
    const { SESSION_SECRET: _unset, ...withoutSecret } = PRODUCTION;
    const message = refusal({
      ...withoutSecret,
      DKIM_DOMAIN: 'not a domain',
      DKIM_SELECTOR: 'rc 2026',
      DKIM_PRIVATE_KEY: 'PRIVATE KEY',
    });
    expect(message).toMatch(/^Invalid configuration \(4 settings to fix/);
    expect(message).toMatch(/^ {2}SESSION_SECRET: /m);
    expect(message).toMatch(/^ {2}DKIM_DOMAIN: must be a domain name/m);
    expect(message).toMatch(/^ {2}DKIM_SELECTOR: must be a DNS label/m);
    expect(message).toMatch(/^ {2}DKIM_PRIVATE_KEY: is neither a PEM key/m);
  });
});

describe('loadConfig outside production', () => {
  it('lets demos and tests relax two-factor sign-in for administrators (ADMIN_MFA=optional)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).ADMIN_MFA).toBe('required');
    expect(loadConfig({ NODE_ENV: 'development', ADMIN_MFA: 'optional' }).ADMIN_MFA).toBe('optional');
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_MFA: 'optional' }).ADMIN_MFA).toBe('optional');
  });

  it('keeps the default invitation salt for development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).INVITATION_SALT).toBe('recruiter-connect-invite');
    expect(loadConfig({ NODE_ENV: 'test' }).INVITATION_SALT).toBe('recruiter-connect-invite');
  });
});
