/**
 * Listings never lapse by accident (docs/deadlines.md). Three days before a listing expires the
 * deadline sweep tells its owner (note, push with "Extend 7 days", mail with a one-tap link), once
 * per expiry; POST /api/listing-links/:token/extend works without a session, once, for that
 * listing only, until the listing's expiry; only a hash of the token is stored.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { sealerFor } from '../../api/auth/sealed-secrets';
import { handleDeadlineSweep } from '../../api/jobs/deadline-sweep';
import { expectError, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { buildParty, countWhere, createCandidate, createJob, notesOf, type Party } from '../support/fixtures/matches';
import { storedListing } from '../support/fixtures/listings';
import type { ReceivedMail } from '../support/smtp-sink';

const server = useTestServer({ env: { PUSH_ALLOW_LOCAL: 'true' } });
afterEach(resetClock);

const DAY = 86_400_000;
const MINUTE = 60_000;

/** An approved member: still in good standing when the clock is moved weeks ahead. */
async function approvedParty(): Promise<Party> {
  const party = await buildParty(server);
  await server.ctx.pool.query('update accounts set is_approved = true where id = $1', [party.id]);
  return party;
}

let owner: Party;
beforeAll(async () => {
  owner = await approvedParty();
});

const sweepAt = (at: Date) => {
  setClock(at);
  return handleDeadlineSweep(server.ctx, null);
};
const expiryOf = async (table: 'jobs' | 'candidates', uid: string) => (await storedListing(server, table, uid))!.expiry;
const expiringNotes = async (party: Party, uid: string) =>
  (await notesOf(server, party.id)).filter((n) => /- Expiring$/.test(n.heading) && String(n.link).endsWith(uid));
const tokenOf = (mail: ReceivedMail) => /\/listing-links\/([A-Za-z0-9_-]{40,})/.exec(mail.text)![1]!;
const extend = (token: string) => server.client().post(`/api/listing-links/${token}/extend`);

describe('the expiry notice', () => {
  let job: { uid: string; reference: string; title: string };
  let expiry: Date;
  let token: string;

  beforeAll(async () => {
    job = await createJob(owner);
    expiry = await expiryOf('jobs', job.uid);
    // A device, so the note's push is queued (it goes nowhere: nothing listens on port 9).
    await server.ctx.pool.query(
      'insert into push_subscriptions (account_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)',
      [owner.id, `http://127.0.0.1:9/push/${randomBytes(6).toString('hex')}`, 'BPp256dh', 'auth'],
    );
  });

  it('is not sent more than 3 days before the expiry', async () => {
    await sweepAt(new Date(expiry.getTime() - 3 * DAY - MINUTE));
    expect(await expiringNotes(owner, job.uid)).toHaveLength(0);
  });

  it('is sent 3 days before, once: a note, a mail with the one-tap link, a push with "Extend 7 days"', async () => {
    await sweepAt(new Date(expiry.getTime() - 3 * DAY + MINUTE));
    await sweepAt(new Date(expiry.getTime() - 2 * DAY));
    const notes = await expiringNotes(owner, job.uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ heading: 'Job Spec - Expiring', link: `/jobs/${job.uid}` });
    expect(notes[0]!.message).toContain(`Your job spec ${job.reference}`);
    const mails = await waitForMails(server, owner.email, new RegExp(`Your job spec ${job.reference} expires on`), 1);
    expect(mails[0]!.text).toContain('Extend 7 days: ');
    token = tokenOf(mails[0]!);
    const push = await server.ctx.pool.query(
      `select data from pgboss.job where name = 'send-push-batch' and data->>'title' = 'Job Spec - Expiring' and data->>'url' = $1`,
      [`/jobs/${job.uid}`],
    );
    expect(push.rows).toHaveLength(1);
    // The buttons carry the one-time link: sealed in the job, never in clear (docs/security.md).
    expect(JSON.stringify(push.rows[0].data)).not.toContain(token);
    expect(push.rows[0].data.actions).toBeUndefined();
    const sealed = String(push.rows[0].data.sealedActions);
    expect(JSON.parse(sealerFor(server.ctx.sessionSecret).open(sealed))).toEqual([
      {
        action: 'extend',
        title: 'Extend 7 days',
        url: `/listing-links/${token}`,
        post: `/api/listing-links/${token}/extend`,
      },
    ]);
  });

  it('stores only a hash of the token', async () => {
    expect(await countWhere(server, 'listing_links', 'listing_id = $1', [job.uid])).toBe(1);
    expect(await countWhere(server, 'listing_links', 'token_hash = $1', [token])).toBe(0);
    const { rows } = await server.ctx.pool.query('select * from listing_links where listing_id = $1', [job.uid]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({ listing_kind: 'job', account_id: owner.id, used_at: null });
    expect((rows[0].expires_at as Date).getTime()).toBe(expiry.getTime());
  });

  it('extends that listing by 7 days without a session, once', async () => {
    setClock(new Date(expiry.getTime() - 2 * DAY));
    const res = await extend(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.listing).toMatchObject({ kind: 'job', uid: job.uid, reference: job.reference, title: job.title });
    const extended = await expiryOf('jobs', job.uid);
    expect(extended.getTime() - expiry.getTime()).toBe(7 * DAY);
    expect(res.body.listing.expiresAt).toBe(extended.toISOString());
    expectError(await extend(token), 404, { title: 'Extension link invalid' });
    expect((await expiryOf('jobs', job.uid)).getTime()).toBe(extended.getTime());
  });

  it('tells the owner again 3 days before the new expiry', async () => {
    const extended = await expiryOf('jobs', job.uid);
    await sweepAt(new Date(extended.getTime() - 2 * DAY));
    expect(await expiringNotes(owner, job.uid)).toHaveLength(2);
  });
});

describe('a link that cannot be used', () => {
  it('is refused for an unknown token, with one answer for all', async () => {
    expectError(await extend(randomBytes(32).toString('base64url')), 404, {
      title: 'Extension link invalid',
      message: 'This extension link has expired or was already used. Log in to extend your listing from its page.',
    });
    expectError(await extend('short'), 404, { title: 'Extension link invalid' });
  });

  it('dies with the listing’s expiry, and extends only its own listing', async () => {
    const other = await approvedParty();
    const candidate = await createCandidate(other);
    const untouched = await createCandidate(other);
    const expiry = await expiryOf('candidates', candidate.uid);
    const untouchedExpiry = await expiryOf('candidates', untouched.uid);
    await sweepAt(new Date(expiry.getTime() - DAY));
    const mails = await waitForMails(
      server,
      other.email,
      new RegExp(`Your candidate ${candidate.reference} expires`),
      1,
    );
    const token = tokenOf(mails[0]!);
    setClock(new Date(expiry.getTime() + MINUTE));
    expectError(await extend(token), 404, { title: 'Extension link invalid' });
    expect((await expiryOf('candidates', candidate.uid)).getTime()).toBe(expiry.getTime());
    expect((await expiryOf('candidates', untouched.uid)).getTime()).toBe(untouchedExpiry.getTime());
  });

  it('refuses the link of a member no longer in good standing (403) without using it up', async () => {
    const lapsing = await approvedParty();
    const job = await createJob(lapsing);
    const expiry = await expiryOf('jobs', job.uid);
    await sweepAt(new Date(expiry.getTime() - DAY));
    const mails = await waitForMails(server, lapsing.email, new RegExp(`Your job spec ${job.reference} expires`), 1);
    const token = tokenOf(mails[0]!);
    // Un-approved with the trial long over: lapsed.
    await server.ctx.pool.query('update accounts set is_approved = false where id = $1', [lapsing.id]);
    expectError(await extend(token), 403, { title: 'Membership lapsed' });
    expect(await countWhere(server, 'listing_links', 'listing_id = $1 and used_at is null', [job.uid])).toBe(1);
    await server.ctx.pool.query('update accounts set is_approved = true where id = $1', [lapsing.id]);
    expect((await extend(token)).status).toBe(200);
  });

  it('does not extend a listing its owner closed (409), and nothing is sent for closed listings', async () => {
    const job = await createJob(owner);
    const expiry = await expiryOf('jobs', job.uid);
    await sweepAt(new Date(expiry.getTime() - DAY));
    const mails = await waitForMails(server, owner.email, new RegExp(`Your job spec ${job.reference} expires`), 1);
    const token = tokenOf(mails[0]!);
    resetClock();
    expect((await owner.client.post(`/api/jobs/${job.uid}/close`)).status).toBe(200);
    setClock(new Date(expiry.getTime() - DAY));
    expectError(await extend(token), 409);
    // Refused, so not used: a link is spent only by an extension that happened.
    expect(await countWhere(server, 'listing_links', 'listing_id = $1 and used_at is null', [job.uid])).toBe(1);
    await sweepAt(new Date(expiry.getTime() - DAY / 2));
    expect(await expiringNotes(owner, job.uid)).toHaveLength(1);
  });
});
