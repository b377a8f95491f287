/**
 * E-mail alerts and summaries (spec “What the product does” notifications, spec “Entities and their fields” notifications toggles, spec “Roles and permissions” hiring companies,
 * spec “The calls it makes” candidateAlertsTest, spec “Business constants and limits” locked-on "new job spec alert" / "new candidate alert"): who hears about a
 * new job spec or candidate, the 15-minute batching, the admin's test alert, and the daily and weekly
 * digests run with a fake clock. Each test uses recruitment categories no other test uses, so alerts
 * from one test never reach another's members.
 */
import { randomUUID } from 'node:crypto';
import type { Job } from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, mailsAfterQuiet, sleep, waitForMails } from '../support/api-helpers';
import { buildHiringCompany, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import type { ReceivedMail } from '../support/smtp-sink';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { handleDeliverAlerts } from '../../api/jobs/deliver-alerts';
import { handleDigest } from '../../api/jobs/digest';
import { NOTIFICATION_TOGGLES, type NotificationToggle } from '../../shared/constants';
import { INDEPENDENT_RECRUITER_TYPE_ID } from '../../shared/lookups';
import { createListing, uniqueWord, type ListingKind } from '../support/fixtures/listings';
import { buildParty, closeListingAs, offer, propose, type Party } from '../support/fixtures/matches';

const server = useTestServer();
let admin: Party;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ALERT = /^New on Recruiter Connect: /;
const TEST_ALERT = /^\[Test\] New on Recruiter Connect: /;

type Toggles = Partial<Record<NotificationToggle, boolean>>;
const toggles = (overrides: Toggles = {}) =>
  ({ ...Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, true])), ...overrides }) as Record<
    NotificationToggle,
    boolean
  >;

/** A recruiter in exactly these categories with these toggles (the rest on). */
const member = (categories: number[], notifications: Toggles = {}, extra: Parameters<typeof buildRecruiter>[1] = {}) =>
  buildRecruiter(server, { categories, notifications: toggles(notifications), ...extra });

type Posted = { uid: string; reference: string; title: string };

/** A listing posted through the API (which queues its alerts) in the given categories. */
async function post(
  client: TestClient,
  kind: ListingKind,
  categories: number[],
  extra: Record<string, unknown> = {},
): Promise<Posted> {
  const title = `${kind === 'job' ? 'Regional Sales Manager' : 'Retail Store Manager'} ${uniqueWord()}`;
  const created = await createListing(client, kind, {
    [kind === 'job' ? 'jobTitle' : 'candidateTitle']: title,
    categories,
    ...extra,
  });
  return { ...created, title };
}

async function pendingAlertsOf(accountId: string) {
  const { rows } = await server.ctx.pool.query<{ listing_id: string; kind: string; sent_at: Date | null }>(
    'select listing_id, kind, sent_at from pending_alerts where account_id = $1 order by id',
    [accountId],
  );
  return rows;
}

async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

const alertMails = (to: string, subject = ALERT) => server.smtp.to(to).filter((m) => subject.test(m.subject));
const deliverNow = (accountId: string) =>
  handleDeliverAlerts(server.ctx, {
    id: randomUUID(),
    name: 'deliver-alerts',
    data: { accountId },
  } as unknown as Job<unknown>);

function expectListed(mail: ReceivedMail, listing: Posted, kind: ListingKind) {
  expect(mail.text).toContain(`${listing.reference} — ${listing.title}`);
  expect(mail.text).toContain(`${server.url}/${kind === 'job' ? 'jobs' : 'candidates'}/${listing.uid}`);
}

beforeAll(async () => {
  admin = await buildParty(server, 'admin');
});

describe('new job spec alerts', () => {
  it('alert recruiters whose categories overlap and whose newPosition is on, and nobody else', async () => {
    const SALES = 41;
    const poster = await member([SALES]);
    const posterClient = await signIn(server, poster);
    const overlapping = await member([SALES, 7]);
    const independent = await member([3, SALES], {}, { companyType: INDEPENDENT_RECRUITER_TYPE_ID });
    const toggledOff = await member([SALES], { newPosition: false });
    const otherCategory = await member([42]);
    // Stored toggles forced on: only the rules themselves may keep these out.
    const hiring = await buildHiringCompany(server, { categories: [SALES], notifications: toggles() });
    const offboarded = await member([SALES], {}, { isDeleted: true });
    const inactive = await member([SALES], {}, { isActive: false, activatedAt: null });

    const job = await post(posterClient, 'job', [SALES]);

    for (const recipient of [overlapping, independent]) {
      const [mail] = await waitForMails(server, recipient.email, ALERT, 1);
      expect(mail!.subject).toBe('New on Recruiter Connect: 1 job spec in your categories');
      expectListed(mail!, job, 'job');
      // The alert names the listing, never its poster.
      expect(`${mail!.text}${mail!.html}`).not.toContain(poster.email);
      expect(`${mail!.text}${mail!.html}`).not.toContain('+27 82 555 0101');
    }
    for (const recipient of [overlapping, independent]) {
      expect(await pendingAlertsOf(recipient.id)).toEqual([
        { listing_id: job.uid, kind: 'job', sent_at: expect.any(Date) },
      ]);
    }
    // The alert rows are written for every recipient at once, so the others are known to get none.
    for (const outsider of [poster, toggledOff, otherCategory, hiring, offboarded, inactive]) {
      expect(await pendingAlertsOf(outsider.id), outsider.email).toEqual([]);
    }
    await mailsAfterQuiet(server, poster.email);
    for (const outsider of [poster, toggledOff, otherCategory, hiring, offboarded, inactive]) {
      expect(alertMails(outsider.email), outsider.email).toEqual([]);
    }
    expect(alertMails(overlapping.email)).toHaveLength(1);
  });
});

describe('new candidate alerts', () => {
  it('alert those with newCandidate on, never hiring companies', async () => {
    const RETAIL = 38;
    const poster = await signIn(server, await member([RETAIL]));
    const wanting = await member([RETAIL], { newPosition: false });
    const toggledOff = await member([RETAIL], { newCandidate: false });
    const hiring = await buildHiringCompany(server, { categories: [RETAIL], notifications: toggles() });

    const candidate = await post(poster, 'candidate', [RETAIL]);
    const [mail] = await waitForMails(server, wanting.email, ALERT, 1);
    expect(mail!.subject).toBe('New on Recruiter Connect: 1 candidate in your categories');
    expectListed(mail!, candidate, 'candidate');

    expect(await pendingAlertsOf(toggledOff.id)).toEqual([]);
    expect(await pendingAlertsOf(hiring.id)).toEqual([]);
    await mailsAfterQuiet(server, hiring.email);
    expect(alertMails(hiring.email)).toEqual([]);
    expect(alertMails(toggledOff.email)).toEqual([]);

    // A hiring company's own job spec alerts recruiters as any other does.
    const hiringClient = await signIn(server, hiring);
    const job = await createListing(hiringClient, 'job', {
      categories: [RETAIL],
      placementFee: '12',
      jobTitle: `Buyer ${uniqueWord()}`,
    });
    const [jobAlert] = await waitForMails(server, toggledOff.email, ALERT, 1);
    expect(jobAlert!.text).toContain(job.reference);
    expect(alertMails(wanting.email)).toHaveLength(1);
  });
});

describe('batching: at most one alert mail per member per 15 minutes', () => {
  it('collects what arrives within the window into one mail, and sends the next batch only after the window', async () => {
    const QA = 36;
    const poster = await signIn(server, await member([QA]));
    const recipient = await member([QA]);
    // The recipient got an alert 15 minutes ago less 4 seconds: the window is open for 4 more seconds.
    await server.ctx.pool.query(
      `insert into alert_clock (account_id, last_sent_at) values ($1, now() - interval '15 minutes' + interval '4 seconds')`,
      [recipient.id],
    );

    const first = await post(poster, 'job', [QA]);
    const second = await post(poster, 'job', [QA]);
    await waitFor(
      'both alerts queued',
      () => pendingAlertsOf(recipient.id),
      (rows) => rows.length === 2,
    );
    expect(alertMails(recipient.email)).toEqual([]);

    const [batch] = await waitForMails(server, recipient.email, ALERT, 1);
    expect(batch!.subject).toBe('New on Recruiter Connect: 2 job specs in your categories');
    expectListed(batch!, first, 'job');
    expectListed(batch!, second, 'job');
    expect((await pendingAlertsOf(recipient.id)).every((row) => row.sent_at !== null)).toBe(true);
    const { rows: clock } = await server.ctx.pool.query('select last_sent_at from alert_clock where account_id = $1', [
      recipient.id,
    ]);
    expect(Date.now() - clock[0].last_sent_at.getTime()).toBeLessThan(10_000);

    // A third job spec within 15 minutes waits: no second mail now.
    const third = await post(poster, 'job', [QA]);
    await waitFor(
      'third alert queued',
      () => pendingAlertsOf(recipient.id),
      (rows) => rows.length === 3,
    );
    // Its delivery is scheduled for the end of the window.
    const { rows: scheduled } = await server.ctx.pool.query<{ start_after: Date }>(
      `select start_after from pgboss.job where name = 'deliver-alerts' and singleton_key = $1 and state = 'created'`,
      [recipient.id],
    );
    expect(scheduled).toHaveLength(1);
    const due = scheduled[0]!.start_after.getTime() - clock[0].last_sent_at.getTime();
    expect(due).toBeGreaterThan(14 * 60_000);
    expect(due).toBeLessThan(15 * 60_000 + 5_000);
    // A delivery that runs early puts itself back and sends nothing.
    await deliverNow(recipient.id);
    await mailsAfterQuiet(server, recipient.email);
    expect(alertMails(recipient.email)).toHaveLength(1);
    expect((await pendingAlertsOf(recipient.id)).at(-1)).toMatchObject({ listing_id: third.uid, sent_at: null });

    // The window passes (the clock is moved back) and the scheduled delivery comes due.
    await server.ctx.pool.query(
      `update alert_clock set last_sent_at = now() - interval '16 minutes' where account_id = $1`,
      [recipient.id],
    );
    await server.ctx.pool.query(
      `update pgboss.job set start_after = now() where name = 'deliver-alerts' and singleton_key = $1 and state = 'created'`,
      [recipient.id],
    );
    const mails = await waitForMails(server, recipient.email, ALERT, 2);
    const next = mails[1]!;
    expect(next.subject).toBe('New on Recruiter Connect: 1 job spec in your categories');
    expectListed(next, third, 'job');
    expect(next.text).not.toContain(first.reference);
    expect(next.text).not.toContain(second.reference);
    await mailsAfterQuiet(server, recipient.email);
    expect(alertMails(recipient.email)).toHaveLength(2);
  });

  it('sends nothing for an alert whose listing was closed before the batch went out', async () => {
    const QA2 = 34;
    const posterAccount = await member([QA2]);
    const poster = await signIn(server, posterAccount);
    const recipient = await member([QA2]);
    await server.ctx.pool.query(
      `insert into alert_clock (account_id, last_sent_at) values ($1, now() - interval '15 minutes' + interval '3 seconds')`,
      [recipient.id],
    );
    const job = await post(poster, 'job', [QA2]);
    await waitFor(
      'alert queued',
      () => pendingAlertsOf(recipient.id),
      (rows) => rows.length === 1,
    );
    await closeListingAs(poster, 'job', job.uid);
    await waitFor(
      'batch handled',
      () => pendingAlertsOf(recipient.id),
      (rows) => rows[0]?.sent_at !== null,
    );
    await mailsAfterQuiet(server, recipient.email);
    expect(alertMails(recipient.email)).toEqual([]);
  });
});

describe('POST /api/admin/accounts/:uid/test-alert', () => {
  it("mails the member a '[Test]' alert built from the newest open listings in their categories", async () => {
    const RESEARCH = 37;
    const poster = await signIn(server, await member([RESEARCH]));
    const job = await post(poster, 'job', [RESEARCH]);
    const candidate = await post(poster, 'candidate', [RESEARCH]);
    const target = await member([RESEARCH], { newPosition: false, newCandidate: false });

    const res = await admin.client.post(`/api/admin/accounts/${target.id}/test-alert`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account.uid).toBe(target.id);
    expect(res.body.audit[0]).toMatchObject({ action: 'test-alert', actorEmail: admin.email });

    const [mail] = await waitForMails(server, target.email, TEST_ALERT, 1);
    expect(mail!.subject).toBe('[Test] New on Recruiter Connect: 1 job spec and 1 candidate in your categories');
    expect(mail!.text).toContain('This is a test alert sent by an administrator.');
    expectListed(mail!, job, 'job');
    expectListed(mail!, candidate, 'candidate');
    expect(mail!.html).toContain('Test alert');
    await mailsAfterQuiet(server, target.email);
    expect(server.smtp.to(target.email)).toHaveLength(1);
  });

  it('is refused for an offboarded member and when nothing is open in their categories', async () => {
    const gone = await member([37], {}, { isDeleted: true });
    expectError(await admin.client.post(`/api/admin/accounts/${gone.id}/test-alert`), 409);
    const idle = await member([47]);
    expectError(await admin.client.post(`/api/admin/accounts/${idle.id}/test-alert`), 409, {
      message: 'There are no open listings to put in a test alert yet.',
    });
    expectError(await admin.client.post(`/api/admin/accounts/${randomUUID()}/test-alert`), 404);
    await mailsAfterQuiet(server, gone.email);
    expect(server.smtp.to(gone.email)).toEqual([]);
    expect(server.smtp.to(idle.email)).toEqual([]);
  });
});

describe('daily and weekly summaries (run with a fake clock)', () => {
  const DIGEST_CATEGORY = 5;
  const UNWATCHED_CATEGORY = 9;
  const PRIVATE_CATEGORY = 12;
  const now = new Date(Date.now() + 10 * DAY_MS);
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const quiet = { newPosition: false, newCandidate: false };

  let daily: BuiltAccount;
  let dailyOff: BuiltAccount;
  let nothingToSay: BuiltAccount;
  let hiring: BuiltAccount;
  let weekly: BuiltAccount;
  let listings: Record<string, Posted>;
  let waiting: { match: string; offer: string; answered: string; expired: string };

  async function moveListing(kind: ListingKind, uid: string, created: Date, expires: Date) {
    await server.ctx.pool.query(
      `update ${kind === 'job' ? 'jobs' : 'candidates'} set created_at = $2, expires_at = $3 where id = $1`,
      [uid, created, expires],
    );
  }

  beforeAll(async () => {
    daily = await member([DIGEST_CATEGORY], { ...quiet, summaryWeekly: false });
    dailyOff = await member([DIGEST_CATEGORY], { ...quiet, summaryDaily: false, summaryWeekly: false });
    nothingToSay = await member([46], quiet);
    hiring = await buildHiringCompany(server, { categories: [DIGEST_CATEGORY], notifications: toggles(quiet) });
    weekly = await member([DIGEST_CATEGORY], { ...quiet, summaryDaily: false });

    const posterAccount = await member([PRIVATE_CATEGORY], { ...quiet, summaryDaily: false, summaryWeekly: false });
    const poster = await signIn(server, posterAccount);
    const place = async (
      key: string,
      kind: ListingKind,
      categories: number[],
      created: number,
      expires = created + 60 * DAY_MS,
    ) => {
      const listing = await post(poster, kind, categories);
      await moveListing(kind, listing.uid, at(created), at(expires));
      return [key, listing] as const;
    };
    listings = Object.fromEntries([
      await place('jobToday', 'job', [DIGEST_CATEGORY], -3 * HOUR_MS),
      await place('candidateToday', 'candidate', [DIGEST_CATEGORY, 1], -20 * HOUR_MS),
      await place('jobYesterday', 'job', [DIGEST_CATEGORY], -30 * HOUR_MS),
      await place('jobThisWeek', 'job', [DIGEST_CATEGORY], -3 * DAY_MS),
      await place('jobLastWeek', 'job', [DIGEST_CATEGORY], -8 * DAY_MS),
      await place('jobAfterNow', 'job', [DIGEST_CATEGORY], HOUR_MS),
      await place('jobExpired', 'job', [DIGEST_CATEGORY], -5 * HOUR_MS, -HOUR_MS),
      await place('jobOtherCategory', 'job', [UNWATCHED_CATEGORY], -2 * HOUR_MS),
    ]);

    // Proposals waiting for the daily member's answer: a match and a sourcing offer. Also one they
    // answered, and one that expired (its candidate closed): neither is waiting for them.
    const dailyClient = await signIn(server, daily);
    const proposer = await buildParty(server);
    await server.ctx.pool.query(`update accounts set categories = $2, notifications = $3 where id = $1`, [
      proposer.id,
      [PRIVATE_CATEGORY],
      toggles({ ...quiet, summaryDaily: false, summaryWeekly: false }),
    ]);
    const theirJob = await post(dailyClient, 'job', [PRIVATE_CATEGORY], { sourcing: true });
    const candidates = [];
    for (let i = 0; i < 3; i++) candidates.push(await post(proposer.client, 'candidate', [PRIVATE_CATEGORY]));
    const [c1, c2, c3] = candidates as [Posted, Posted, Posted];
    waiting = {
      match: await propose(proposer.client, theirJob, c1),
      answered: await propose(proposer.client, theirJob, c2),
      expired: await propose(proposer.client, theirJob, c3),
      offer: await offer(proposer.client, theirJob),
    };
    expect((await dailyClient.post(`/api/matches/${waiting.answered}/approve`)).status).toBe(200);
    await closeListingAs(proposer.client, 'candidate', c3.uid);
  });

  const digestMails = (to: string, period: 'Daily' | 'Weekly') =>
    server.smtp.to(to).filter((m) => m.subject.startsWith(`${period} summary:`));

  it('daily: new listings in their categories from the day before, and proposals waiting for them', async () => {
    const sent = await handleDigest(server.ctx, 'daily', { now: now.toISOString() });

    const [mail] = await waitForMails(server, daily.email, /^Daily summary:/, 1);
    expect(mail!.subject).toBe('Daily summary: 2 new listings, 2 waiting for you');
    expectListed(mail!, listings.jobToday!, 'job');
    expectListed(mail!, listings.candidateToday!, 'candidate');
    for (const key of ['jobYesterday', 'jobThisWeek', 'jobLastWeek', 'jobAfterNow', 'jobExpired', 'jobOtherCategory']) {
      expect(mail!.text, key).not.toContain(listings[key]!.reference);
    }
    expect(mail!.text).toContain(`${server.url}/match/proposal/${waiting.match}`);
    expect(mail!.text).toContain(`${server.url}/sourcing/proposal/${waiting.offer}`);
    expect(mail!.text).not.toContain(waiting.answered);
    expect(mail!.text).not.toContain(waiting.expired);

    // A hiring company hears about job specs only.
    const [hiringMail] = await waitForMails(server, hiring.email, /^Daily summary:/, 1);
    expect(hiringMail!.subject).toBe('Daily summary: 1 new listing, 0 waiting for you');
    expectListed(hiringMail!, listings.jobToday!, 'job');
    expect(hiringMail!.text).not.toContain(listings.candidateToday!.reference);

    // Nothing for those who turned it off, or who have nothing new and nothing waiting.
    await mailsAfterQuiet(server, dailyOff.email);
    for (const account of [dailyOff, nothingToSay, weekly])
      expect(digestMails(account.email, 'Daily'), account.email).toEqual([]);
    const recipients = new Set(
      server.smtp.mails.filter((m) => m.subject.startsWith('Daily summary:')).map((m) => m.to),
    );
    expect(recipients.size).toBe(sent);
    expect(digestMails(daily.email, 'Daily')).toHaveLength(1);
  });

  it('weekly: the week before, for those with summaryWeekly on', async () => {
    await handleDigest(server.ctx, 'weekly', { now: now.toISOString() });

    const [mail] = await waitForMails(server, weekly.email, /^Weekly summary:/, 1);
    expect(mail!.subject).toBe('Weekly summary: 4 new listings, 0 waiting for you');
    for (const key of ['jobToday', 'jobYesterday', 'jobThisWeek']) expectListed(mail!, listings[key]!, 'job');
    expectListed(mail!, listings.candidateToday!, 'candidate');
    for (const key of ['jobLastWeek', 'jobAfterNow', 'jobExpired', 'jobOtherCategory']) {
      expect(mail!.text, key).not.toContain(listings[key]!.reference);
    }
    expect(mail!.text).toContain('No proposals are waiting for your answer.');

    await mailsAfterQuiet(server, daily.email);
    for (const account of [daily, dailyOff, nothingToSay])
      expect(digestMails(account.email, 'Weekly'), account.email).toEqual([]);
  });

  it('a day later the same listings are old news', async () => {
    const later = new Date(now.getTime() + 2 * DAY_MS);
    await handleDigest(server.ctx, 'daily', { now: later.toISOString() });
    // Only what is still waiting for an answer is worth a mail.
    const mails = await waitForMails(server, daily.email, /^Daily summary:/, 2);
    expect(mails[1]!.subject).toBe('Daily summary: 0 new listings, 2 waiting for you');
    await mailsAfterQuiet(server, hiring.email);
    expect(digestMails(hiring.email, 'Daily')).toHaveLength(1);
  });
});
