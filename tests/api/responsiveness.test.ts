/**
 * The responsiveness record (docs/deadlines.md) — GET /api/me/responsiveness, the owner's record on
 * a listing one may propose on (the Propose screen), and approverRecord in a pending proposal's
 * view for its proposer only, never naming the approver. The clock is moved so answers take a
 * known number of hours and one proposal lapses (api/clock.ts, api/jobs/deadline-sweep.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { handleDeadlineSweep } from '../../api/jobs/deadline-sweep';
import { expectError } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import {
  buildCast,
  buildParty,
  closeListingAs,
  collectStrings,
  createCandidate,
  createJob,
  propose,
  type Cast,
  type Listing,
  type Party,
} from '../support/fixtures/matches';
import { addCalendarDays, saDateOf, saStartOf } from '../../shared/rules/business-days';
import { answerByOf, deadlineOf } from '../../shared/rules/proposal-deadline';
import type { ResponsivenessRecord } from '../../shared/types/responsiveness';

const server = useTestServer();
afterAll(resetClock);

const HOUR = 3_600_000;
const base = new Date(saStartOf(addCalendarDays(saDateOf(new Date()), 1)).getTime() + 10 * HOUR);

let cast: Cast;
let approver: Party;
let proposer: Party;
let job: Listing;
let candidates: Listing[];

const myRecord = async (party: Party) => {
  const res = await party.client.get('/api/me/responsiveness');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { record: ResponsivenessRecord; summary: string };
};

const answerAt = async (uid: string, hoursAfterBase: number, action: 'approve' | 'decline') => {
  setClock(new Date(base.getTime() + hoursAfterBase * HOUR));
  const res = await approver.client.post(`/api/matches/${uid}/${action}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  cast = await buildCast(server);
  [approver, proposer] = await Promise.all([buildParty(server), buildParty(server)]);
  job = await createJob(approver);
  candidates = await Promise.all([1, 2, 3, 4, 5].map(() => createCandidate(proposer)));
});

describe('a member’s record', () => {
  const uids: string[] = [];

  it('is "New member" with nothing received', async () => {
    expect(await myRecord(approver)).toEqual({
      record: { received: 0, answerRate: 0, medianHours: null, lapsed: 0, isNew: true },
      summary: 'New member',
    });
  });

  it('counts answers in hours from the proposal, and lapses against the answer rate', async () => {
    setClock(base);
    for (const candidate of candidates.slice(0, 4)) uids.push(await propose(proposer.client, job, candidate));
    await answerAt(uids[0]!, 2, 'approve');
    // Two answered: still new, and a pending one is not judged.
    expect((await myRecord(approver)).record).toMatchObject({ received: 1, isNew: true });
    await answerAt(uids[1]!, 30, 'decline');
    await answerAt(uids[3]!, 4, 'decline');
    setClock(new Date(deadlineOf(answerByOf(base)).getTime() + 60_000));
    await handleDeadlineSweep(server.ctx, null);
    expect(await myRecord(approver)).toEqual({
      record: { received: 4, answerRate: 0.75, medianHours: 4, lapsed: 1, isNew: false },
      summary: 'Usually answers within 4 hours · 75 % answered',
    });
    // The proposer received nothing: their own record is new.
    expect((await myRecord(proposer)).summary).toBe('New member');
  });

  it('forgets proposals older than 90 days', async () => {
    setClock(new Date(base.getTime() + 91 * 24 * HOUR));
    expect((await myRecord(approver)).record).toMatchObject({ received: 0, isNew: true });
    setClock(new Date(deadlineOf(answerByOf(base)).getTime() + 60_000));
  });

  it('needs a session', async () => {
    const res = await server.client().get('/api/me/responsiveness');
    expect(res.status).toBe(401);
  });
});

describe('the approver’s record in a pending proposal, for its proposer only', () => {
  let uid: string;

  beforeAll(async () => {
    uid = await propose(proposer.client, job, candidates[4]!);
  });

  it('is given to the proposer, as a record that names no one and counts nothing exactly', async () => {
    const res = await proposer.client.get(`/api/matches/${uid}`);
    expect(res.status).toBe(200);
    // Coarsened (no count received): the same record on every listing of the approver must not
    // serve to link them (a review finding; the rule's bands are unit-tested).
    expect(res.body.match.approverRecord).toEqual({
      answerRate: 0.75,
      medianHours: 4,
      lapsed: 1,
      isNew: false,
    });
    const strings = collectStrings(res.body).map((s) => s.value);
    for (const secret of [approver.email, approver.company, approver.firstname, approver.lastname, approver.id])
      expect(strings.some((value) => value.includes(secret))).toBe(false);
  });

  it('is not given to the approver or an admin', async () => {
    for (const viewer of [approver, cast.admin]) {
      const res = await viewer.client.get(`/api/matches/${uid}`);
      expect(res.status).toBe(200);
      expect(res.body.match).not.toHaveProperty('approverRecord');
    }
  });

  it('is gone once answered', async () => {
    const res = await approver.client.post(`/api/matches/${uid}/approve`);
    expect(res.status).toBe(200);
    const after = await proposer.client.get(`/api/matches/${uid}`);
    expect(after.body.match).not.toHaveProperty('approverRecord');
  });
});

describe('GET /api/jobs/:uid/responsiveness: the owner’s record on the Propose screen', () => {
  it('gives any member who may see the listing its owner’s record, coarsened, without the owner', async () => {
    const res = await cast.third.client.get(`/api/jobs/${job.uid}/responsiveness`);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatch(/^Usually answers within .* % answered$/);
    expect(JSON.stringify(res.body)).not.toContain(approver.email);
    expect(Object.keys(res.body.record).sort()).toEqual(['answerRate', 'isNew', 'lapsed', 'medianHours']);
  });

  it('is "not found" for a closed listing of someone else, as the listing itself', async () => {
    const other = await buildParty(server);
    const closed = await createJob(other);
    await closeListingAs(other.client, 'job', closed.uid);
    expectError(await cast.third.client.get(`/api/jobs/${closed.uid}/responsiveness`), 404, {
      title: 'Job spec not found',
    });
    expectError(await cast.third.client.get(`/api/candidates/${closed.uid}/responsiveness`), 404);
  });
});
