/**
 * DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY): a mail caught by the real SMTP sink
 * carries a DKIM-Signature that an independent verifier (mailauth, as a receiving server would run
 * it) checks against the public key published at <selector>._domainkey.<domain>, here answered by
 * the test's own resolver instead of the DNS. Without the settings, no signature.
 */
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import type { ReceivedMail } from '../support/smtp-sink';
import { useTestServer } from '../support/use-test-server';

const DOMAIN = 'recruiterconnect.example';
const SELECTOR = 'rc2026';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** The TXT record the operator publishes (docs/operations.md § Mail), served instead of the DNS. */
const TXT_RECORD = `v=DKIM1; k=rsa; p=${publicDer}`;
async function resolver(name: string, type: string): Promise<string[][]> {
  if (type === 'TXT' && name.toLowerCase() === `${SELECTOR}._domainkey.${DOMAIN}`) return [[TXT_RECORD]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
}

/** The h= of a verified signature, lower-case: the headers it covers. */
const signedHeaders = (result: { signingHeaders?: { keys?: string } }) =>
  (result.signingHeaders?.keys ?? '').split(':').map((k) => k.trim().toLowerCase());

/** The mail to `email` a request for a password reset sends (an urgent mail, on its own queue). */
async function resetMail(server: ReturnType<typeof useTestServer>, account: BuiltAccount): Promise<ReceivedMail> {
  const res = await server.client().post('/api/auth/forgot', { email: account.email });
  expect(res.status).toBe(202);
  return server.smtp.waitFor(account.email, /password/i);
}

describe('with the DKIM settings', () => {
  const server = useTestServer({
    env: {
      MAIL_FROM: `Recruiter Connect <no-reply@${DOMAIN}>`,
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      // As an environment that cannot hold newlines has it: \n written out.
      DKIM_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n'),
    },
  });
  let account: BuiltAccount;
  beforeAll(async () => {
    account = await buildRecruiter(server);
  });

  it('signs each mail so that it verifies against the published key (d=, s=, the headers that matter)', async () => {
    const mail = await resetMail(server, account);
    expect(mail.header('dkim-signature')).toMatch(/\bd=recruiterconnect\.example;/);

    const { results } = await dkimVerify(mail.raw, { resolver });
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result!.status.result, result!.info).toBe('pass');
    expect(result!.signingDomain).toBe(DOMAIN);
    expect(result!.selector).toBe(SELECTOR);
    expect(result!.algo).toBe('rsa-sha256');
    expect(result!.modulusLength).toBe(2048);
    // Aligned with the From address's domain: what DMARC asks of it.
    expect(result!.status.aligned).toBe(DOMAIN);
    expect(signedHeaders(result!)).toEqual(
      expect.arrayContaining(['from', 'to', 'subject', 'date', 'message-id', 'mime-version', 'content-type']),
    );
  });

  it("signs a bulk message's one-click unsubscribe with it (RFC 8058 section 4: both headers covered)", async () => {
    const admin = await signIn(server, await buildAdmin(server));
    const heading = `Signed news ${Date.now()}`;
    expect((await admin.post('/api/admin/messages', { heading, message: 'Signed.' })).status).toBe(201);
    const mail = await server.smtp.waitFor(account.email, new RegExp(heading));
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const [result] = (await dkimVerify(mail.raw, { resolver })).results;
    expect(result!.status.result, result!.info).toBe('pass');
    expect(signedHeaders(result!)).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));
  });

  it('a mail changed on the way no longer verifies (the check is not a formality)', async () => {
    const mail = await resetMail(server, account);
    const tampered = Buffer.from(
      mail.raw.toString('latin1').replace(/^Subject: .*$/m, 'Subject: Urgent: pay now'),
      'latin1',
    );
    const { results } = await dkimVerify(tampered, { resolver });
    expect(results[0]!.status.result).toBe('fail');
  });
});

describe('without the DKIM settings', () => {
  const server = useTestServer();

  it('sends mail unsigned', async () => {
    const mail = await resetMail(server, await buildRecruiter(server));
    expect(mail.header('dkim-signature')).toBeUndefined();
  });
});
