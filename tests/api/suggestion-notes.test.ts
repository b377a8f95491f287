/**
 * 'Suggested Match - New': a new listing scoring ≥ 80 against another member's open
 * listing gives that member one note with a link to the suggestion and a push (checked by the
 * local push service: VAPID, aes128gcm, decrypted), respecting the newCandidate/newPosition
 * toggles, never a hiring company, at most one per listing a day and ten a day per member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../../api/db/schema';
import { notifyStrongSuggestions } from '../../api/services/suggestions/notify-strong-suggestions';
import { sleep } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { LocalPushService, type PushSubscriptionJson } from '../support/fixtures/push-service';
import { SANDTON, uniqueWord } from '../support/fixtures/listings';
import { buildParty, createCandidate, createJob, type Party } from '../support/fixtures/matches';

let push: LocalPushService;
// Registered before the server's, so it runs after the server has stopped.
afterAll(async () => {
  await push?.stop();
});
const server = useTestServer({
  env: { PUSH_ALLOW_LOCAL: 'true', PUSH_ALLOWED_HOSTS: '127.0.0.1' },
});
beforeAll(async () => {
  push = new LocalPushService(server.ctx.vapid.publicKey);
  await push.start();
});

const HEADING = 'Suggested Match - New';

/** Fields a job spec and a candidate share: with the same 'Other' category text, a pair scores 100. */
const niche = () => ({
  categories: [99],
  categoryOther: uniqueWord('niche'),
  natures: [1],
  equities: [1],
  locations: [SANDTON],
  packageId: 5,
  sectors: [30],
});

async function subscribe(party: Party, name: string): Promise<PushSubscriptionJson> {
  const device = push.subscription(name);
  const res = await party.client.post('/api/push/subscriptions', device);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return device;
}

async function setToggle(party: Party, toggle: 'newCandidate' | 'newPosition', on: boolean) {
  await server.ctx.pool.query(`update accounts set notifications = notifications || $2::jsonb where id = $1`, [
    party.id,
    JSON.stringify({ [toggle]: on }),
  ]);
}

/** Waits until the listing-alerts job of the new listing has run (its notes are then written). */
async function alertsDone(listingUid: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await server.ctx.pool.query<{ state: string }>(
      `select state from pgboss.job where name = 'listing-alerts' and data->>'listingId' = $1`,
      [listingUid],
    );
    if (rows.some((r) => r.state === 'completed')) return;
    if (rows.some((r) => r.state === 'failed')) throw new Error('listing-alerts failed');
    if (Date.now() > deadline) throw new Error(`listing-alerts for ${listingUid} did not run: ${JSON.stringify(rows)}`);
    await sleep(100);
  }
}

async function suggestionNotes(party: Party) {
  const { rows } = await server.ctx.pool.query<{ message: string; link: string }>(
    'select message, link from notes where user_id = $1 and heading = $2 order by created_at',
    [party.id, HEADING],
  );
  return rows;
}

describe('a new listing that fits another member’s listing strongly', () => {
  it('a new candidate: the job spec’s owner gets one note with a link, and a push to their device', async () => {
    const [jobOwner, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const job = await createJob(jobOwner, topic);
    const device = await subscribe(jobOwner, uniqueWord('dev'));
    const candidate = await createCandidate(poster, topic);
    await alertsDone(candidate.uid);

    const link = `/jobs/${job.uid}?suggested=${candidate.uid}#suggestions`;
    expect(await suggestionNotes(jobOwner)).toEqual([
      { message: `A new candidate fits your ${job.reference}: 100 %`, link },
    ]);
    const [received] = await push.waitFor(device.endpoint, 1, 60_000);
    expect(received!.problem).toBeNull();
    expect(received!.payload).toEqual({
      title: HEADING,
      body: `A new candidate fits your ${job.reference}: 100 %`,
      url: link,
    });
    // The poster hears nothing about their own listing.
    expect(await suggestionNotes(poster)).toEqual([]);
  });

  it('tells only the owners of listings posted before it, whenever its alerts run', async () => {
    // A job spec's alerts may run after a candidate posted a moment later exists: the candidate's
    // poster must not hear of the older job spec as new (its own alerts told the job's owner).
    const [jobOwner, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const job = await createJob(jobOwner, topic);
    const candidate = await createCandidate(poster, topic);
    await alertsDone(job.uid);
    await alertsDone(candidate.uid);
    const [jobRow] = await server.ctx.db.select().from(jobs).where(eq(jobs.id, job.uid));
    // The job's alerts once more, now that the candidate is there: as if they had run late.
    await notifyStrongSuggestions(server.ctx, { listing: jobRow!, now: new Date() });
    expect(await suggestionNotes(poster)).toEqual([]);
    expect(await suggestionNotes(jobOwner)).toHaveLength(1);
  });

  it('a new job spec: the candidate’s owner gets the job variant', async () => {
    const [candidateOwner, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const candidate = await createCandidate(candidateOwner, topic);
    const job = await createJob(poster, topic);
    await alertsDone(job.uid);
    expect(await suggestionNotes(candidateOwner)).toEqual([
      {
        message: `A new job spec fits your ${candidate.reference}: 100 %`,
        link: `/candidates/${candidate.uid}?suggested=${job.uid}#suggestions`,
      },
    ]);
  });

  it('a hiring company’s new job spec is told to the recruiters with fitting candidates', async () => {
    const [candidateOwner, hiring] = await Promise.all([buildParty(server), buildParty(server, 'hiring')]);
    const topic = niche();
    const candidate = await createCandidate(candidateOwner, topic);
    const job = await createJob(hiring, { ...topic, placementFee: '15' });
    await alertsDone(job.uid);
    expect(await suggestionNotes(candidateOwner)).toEqual([
      {
        message: `A new job spec fits your ${candidate.reference}: 100 %`,
        link: `/candidates/${candidate.uid}?suggested=${job.uid}#suggestions`,
      },
    ]);
  });

  it('respects the toggles (newCandidate for a job spec’s owner, newPosition for a candidate’s), and never a hiring company', async () => {
    const [toggledOff, positionsOff, hiring, poster] = await Promise.all([
      buildParty(server),
      buildParty(server),
      buildParty(server, 'hiring'),
      buildParty(server),
    ]);
    const topic = niche();
    // Off before any listing appears: each listing's alerts run as soon as it is posted.
    await setToggle(toggledOff, 'newCandidate', false);
    await setToggle(positionsOff, 'newPosition', false);
    await createJob(toggledOff, topic);
    await createCandidate(positionsOff, topic);
    await createJob(hiring, { ...topic, placementFee: '15' });
    const candidate = await createCandidate(poster, topic);
    const job = await createJob(poster, topic);
    await alertsDone(candidate.uid);
    await alertsDone(job.uid);
    expect(await suggestionNotes(toggledOff)).toEqual([]);
    expect(await suggestionNotes(positionsOff)).toEqual([]);
    expect(await suggestionNotes(hiring)).toEqual([]);
  });

  it('a lapsed member (not in good standing) is not told', async () => {
    const [lapsed, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    await createJob(lapsed, topic);
    await server.ctx.pool.query(
      `update accounts set activated_at = now() - interval '20 days', trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
      [lapsed.id],
    );
    const candidate = await createCandidate(poster, topic);
    await alertsDone(candidate.uid);
    expect(await suggestionNotes(lapsed)).toEqual([]);
  });

  it('a weak fit (below 80) tells no one', async () => {
    const [jobOwner, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    await createJob(jobOwner, topic);
    // Same category, but Cape Town (country level, 8), R1M–R1.2M (0) and another sector: 30+8+10+5+5+5 = 63.
    const candidate = await createCandidate(poster, { ...topic, locations: [901], packageId: 7, sectors: [13] });
    await alertsDone(candidate.uid);
    expect(await suggestionNotes(jobOwner)).toEqual([]);
  });

  it('at most one note per listing a day, and at most ten a day per member', async () => {
    const [busy, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const jobs = [];
    for (let i = 0; i < 12; i++) jobs.push(await createJob(busy, topic));
    const first = await createCandidate(poster, topic);
    await alertsDone(first.uid);
    const notes = await suggestionNotes(busy);
    expect(notes).toHaveLength(10);
    expect(new Set(notes.map((n) => n.link.split('?')[0])).size).toBe(10);

    // Another fitting candidate the same day: the member's ten are used up.
    const second = await createCandidate(poster, topic);
    await alertsDone(second.uid);
    expect(await suggestionNotes(busy)).toHaveLength(10);
  });

  it('a listing that already had its note today gets no second one', async () => {
    const [jobOwner, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const job = await createJob(jobOwner, topic);
    const first = await createCandidate(poster, topic);
    await alertsDone(first.uid);
    const second = await createCandidate(poster, topic);
    await alertsDone(second.uid);
    const notes = await suggestionNotes(jobOwner);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe(`/jobs/${job.uid}?suggested=${first.uid}#suggestions`);
  });
});
