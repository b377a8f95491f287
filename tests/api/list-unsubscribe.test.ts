/**
 * One-click unsubscribe (RFC 8058) of the mails a member chose to get: a bulk message (General
 * updates), a listing alert (New job spec alerts) and a digest (Daily summary) carry
 * List-Unsubscribe with a signed link and List-Unsubscribe-Post; a POST to it, as a mail client
 * sends it (form-encoded, no cookie, no Origin of ours), turns exactly that toggle off; a GET
 * changes nothing; a forged or altered link is 404 and changes nothing; transactional mails
 * (activation, password reset, a match proposal) carry no such header.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUnsubscribeToken } from '../../api/auth/unsubscribe-tokens';
import { handleDigest } from '../../api/jobs/digest';
import { NOTIFICATION_TOGGLES, type NotificationToggle } from '../../shared/constants';
import { expectError, waitForMails } from '../support/api-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { uniqueWord } from '../support/fixtures/listings';
import { buildParty, createCandidate, createJob, propose, type Party } from '../support/fixtures/matches';
import type { ReceivedMail } from '../support/smtp-sink';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();
let admin: Party;

/** A recruitment category only this file's alert test posts in. */
const ALERT_CATEGORY = 38;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INVALID = {
  title: 'Unsubscribe link invalid',
  message: 'This unsubscribe link is not valid. Log in and turn these e-mails off under My Account, Notifications.',
};

beforeAll(async () => {
  admin = await buildParty(server, 'admin');
});

/** The List-Unsubscribe URL of a mail, checked to be one-click (List-Unsubscribe-Post). */
function unsubscribeUrlOf(mail: ReceivedMail): string {
  expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const url = /^<(https?:\/\/[^>]+)>$/.exec(mail.header('list-unsubscribe') ?? '')?.[1];
  expect(url, mail.header('list-unsubscribe')).toMatch(new RegExp(`^${server.url}/api/unsubscribe/[A-Za-z0-9_.-]+$`));
  return url!;
}

/** The POST a mail client makes on "Unsubscribe": RFC 8058 section 3.1, no cookie, no Origin of ours. */
const oneClick = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'List-Unsubscribe=One-Click',
  });

async function togglesOf(account: BuiltAccount): Promise<Record<NotificationToggle, boolean>> {
  const me = await (await signIn(server, account)).get('/api/me');
  expect(me.status).toBe(200);
  return me.body.account.notifications;
}

/** A page's text without its tags. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

const allOn = Object.fromEntries(NOTIFICATION_TOGGLES.map((t) => [t, true])) as Record<NotificationToggle, boolean>;

describe('a bulk message', () => {
  let member: BuiltAccount;
  let url: string;
  let mail: ReceivedMail;

  beforeAll(async () => {
    member = await buildRecruiter(server);
    const heading = `Association news ${uniqueWord()}`;
    const sent = await admin.client.post('/api/admin/messages', { heading, message: 'The AGM is on Friday.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    [mail] = (await waitForMails(server, member.email, new RegExp(heading), 1)) as [ReceivedMail];
    url = unsubscribeUrlOf(mail);
  });

  it('names the link in the footer too, beside the preferences', () => {
    expect(mail.text).toContain(`Unsubscribe from these e-mails: ${url}`);
    expect(mail.html).toContain(`<a href="${url}">Unsubscribe from these e-mails</a>`);
  });

  it('GET shows what the link does and changes nothing (mail scanners open links)', async () => {
    for (const accept of [BROWSER_ACCEPT, '*/*']) {
      const res = await fetch(url, { headers: { accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const page = await res.text();
      expect(page).toContain('<h1>Unsubscribe?</h1>');
      expect(textOf(page)).toContain('You will no longer get “General updates” e-mails');
      expect(page).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
      expect(page).not.toContain(member.email);
    }
    expect(await togglesOf(member)).toEqual(allOn);
  });

  it('one click (POST) turns General updates off without signing in, and nothing else; again changes nothing', async () => {
    const res = await oneClick(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: ['generalUpdates'] });
    expect(await togglesOf(member)).toEqual({ ...allOn, generalUpdates: false });
    expect((await oneClick(url)).status).toBe(200);
    expect(await togglesOf(member)).toEqual({ ...allOn, generalUpdates: false });

    const { rows } = await server.ctx.pool.query(
      `select actor_id, action, details from audit_log where target_id = $1 and action = 'unsubscribe'`,
      [member.id],
    );
    expect(rows[0]).toEqual({
      actor_id: member.id,
      action: 'unsubscribe',
      details: { toggles: ['generalUpdates'], by: 'mail link' },
    });
  });

  it("from the page's button (a browser's form POST) it answers with a page saying what was done", async () => {
    const other = await buildRecruiter(server);
    const link = `${server.url}/api/unsubscribe/${makeUnsubscribeToken(server.ctx.sessionSecret, { accountId: other.id, toggles: ['generalUpdates'] })}`;
    const res = await oneClick(link, { accept: BROWSER_ACCEPT, origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<h1>You are unsubscribed</h1>');
    expect(textOf(page)).toContain('You will no longer get “General updates” e-mails.');
    expect((await togglesOf(other)).generalUpdates).toBe(false);
  });
});

describe('alerts and digests', () => {
  it('a new job spec alert unsubscribes from New job spec alerts only, a daily summary from the Daily summary only', async () => {
    const member = await buildRecruiter(server, { categories: [ALERT_CATEGORY] });
    const poster = await buildParty(server);
    const job = await createJob(poster, { categories: [ALERT_CATEGORY] });

    const [alert] = await waitForMails(server, member.email, /^New on Recruiter Connect: /, 1);
    expect(alert!.text).toContain(job.reference);
    const alertUrl = unsubscribeUrlOf(alert!);
    expect(await (await fetch(alertUrl, { headers: { accept: BROWSER_ACCEPT } })).text()).toContain(
      '“New job spec alerts”',
    );
    expect((await oneClick(alertUrl)).status).toBe(200);
    expect(await togglesOf(member)).toEqual({ ...allOn, newPosition: false });

    await handleDigest(server.ctx, 'daily', { now: new Date(Date.now() + 60_000).toISOString() });
    const [digest] = await waitForMails(server, member.email, /^Daily summary:/, 1);
    const digestUrl = unsubscribeUrlOf(digest!);
    expect(digestUrl).not.toBe(alertUrl);
    expect((await oneClick(digestUrl)).status).toBe(200);
    expect(await togglesOf(member)).toEqual({ ...allOn, newPosition: false, summaryDaily: false });
  });
});

describe('links that are not ours', () => {
  it('refuses a forged, altered, widened or foreign link (404) and changes nothing', async () => {
    const member = await buildRecruiter(server);
    const other = await buildRecruiter(server);
    const secret = server.ctx.sessionSecret;
    const real = makeUnsubscribeToken(secret, { accountId: member.id, toggles: ['generalUpdates'] });
    const [payload, mac] = real.split('.') as [string, string];
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;

    const refused = [
      `${payload}.${flip(mac, 5)}`,
      `${flip(payload, 3)}.${mac}`,
      // Someone else's account, or every toggle, under the real signature.
      `${encode(`1:${other.id}:generalUpdates`)}.${mac}`,
      `${encode(`1:${member.id}:${NOTIFICATION_TOGGLES.join(',')}`)}.${mac}`,
      // Signed with another key (another install, or before SESSION_SECRET changed).
      makeUnsubscribeToken('another-session-secret-of-32-characters!', {
        accountId: member.id,
        toggles: ['generalUpdates'],
      }),
      payload,
      `${payload}.`,
      'x',
      `${payload}.${mac}.${mac}`,
      'A'.repeat(600),
    ];
    for (const token of refused) {
      const res = await oneClick(`${server.url}/api/unsubscribe/${token}`);
      expect(res.status, token).toBe(404);
      expectError({ status: res.status, body: await res.json(), headers: res.headers }, 404, INVALID);
      const get = await fetch(`${server.url}/api/unsubscribe/${token}`, { headers: { accept: BROWSER_ACCEPT } });
      expect(get.status, token).toBe(404);
      expect(textOf(await get.text())).toContain('Unsubscribe link invalid');
    }
    expect(await togglesOf(member)).toEqual(allOn);
    expect(await togglesOf(other)).toEqual(allOn);
  });

  it('refuses a well-signed link whose account no longer exists (404)', async () => {
    const gone = makeUnsubscribeToken(server.ctx.sessionSecret, {
      accountId: '5d1b1f0e-3c1a-4a7e-9a51-0c0ffee00000',
      toggles: ['summaryWeekly'],
    });
    expect((await oneClick(`${server.url}/api/unsubscribe/${gone}`)).status).toBe(404);
  });
});

describe('transactional mails', () => {
  it('activation, password reset and a match proposal carry no List-Unsubscribe', async () => {
    const email = `unsub-${uniqueWord()}@example.co.za`.toLowerCase();
    const registered = await server
      .client()
      .post('/api/auth/register', { email, password: 'Placement42', confirm: 'Placement42', terms: true });
    expect(registered.status).toBe(201);
    const member = await buildRecruiter(server);
    expect((await server.client().post('/api/auth/forgot', { email: member.email })).status).toBe(202);
    const owner = await buildParty(server);
    const proposer = await buildParty(server);
    await propose(proposer.client, await createJob(owner), await createCandidate(proposer));

    const mails = [
      ...(await waitForMails(server, email, /^Activate your Recruiter Connect account$/, 1)),
      ...(await waitForMails(server, member.email, /^Reset your Recruiter Connect password$/, 1)),
      ...(await waitForMails(server, owner.email, /^New Match Proposal/i, 1)),
    ];
    for (const mail of mails) {
      expect(mail.header('list-unsubscribe'), mail.subject).toBeUndefined();
      expect(mail.header('list-unsubscribe-post'), mail.subject).toBeUndefined();
      expect(mail.text, mail.subject).not.toContain('/api/unsubscribe/');
    }
  });
});
