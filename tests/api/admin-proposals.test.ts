/**
 * The administrator's lists of match proposals and sourcing offers (spec “Roles and permissions” Admin, spec “The calls it makes” "matches:
 * get all (admin)", spec “States and transitions” Match and Sourcing offer states): everything is listed, newest first, with
 * its status, expiry, references, titles and both parties' company names; status and date filters
 * narrow the list, and bad filters are refused with 422.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/api-helpers';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  buildParty,
  closeListingAs,
  createCandidate,
  createJob,
  offer,
  propose,
  type Listing,
  type Party,
} from '../support/fixtures/matches';

const server = useTestServer();
let admin: Party;
let jobOwner: Party;
let candidateOwner: Party;
let sourcer: Party;

type Made = { uid: string; job: Listing; candidate?: Listing; proposer: Party; seconder: Party };
const m: Record<string, Made> = {};
const o: Record<string, Made> = {};

async function answer(client: TestClient, path: string, action: 'approve' | 'decline') {
  const res = await client.post(`${path}/${action}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Moves a proposal's date (the filters work on it). */
async function proposedAt(uid: string, iso: string) {
  await server.ctx.pool.query(`update proposals set proposed_at = $2 where id = $1`, [uid, iso]);
}

beforeAll(async () => {
  [admin, jobOwner, candidateOwner, sourcer] = await Promise.all([
    buildParty(server, 'admin'),
    buildParty(server),
    buildParty(server),
    buildParty(server),
  ]);

  // Matches: the candidate owner proposes their candidate for the job owner's job spec.
  const proposeOne = async (key: string) => {
    const [job, candidate] = await Promise.all([createJob(jobOwner), createCandidate(candidateOwner)]);
    const uid = await propose(candidateOwner.client, job, candidate);
    m[key] = { uid, job, candidate, proposer: candidateOwner, seconder: jobOwner };
  };
  for (const key of ['pending', 'approved', 'declined', 'jobClosed', 'candidateClosed', 'approvedThenClosed'])
    await proposeOne(key);
  // And one the other way round: the job owner proposes their job spec for the candidate.
  {
    const [job, candidate] = await Promise.all([createJob(jobOwner), createCandidate(candidateOwner)]);
    const uid = await propose(jobOwner.client, job, candidate);
    m.reverse = { uid, job, candidate, proposer: jobOwner, seconder: candidateOwner };
  }
  await answer(jobOwner.client, `/api/matches/${m.approved!.uid}`, 'approve');
  await answer(jobOwner.client, `/api/matches/${m.declined!.uid}`, 'decline');
  await answer(jobOwner.client, `/api/matches/${m.approvedThenClosed!.uid}`, 'approve');
  await closeListingAs(jobOwner.client, 'job', m.jobClosed!.job.uid);
  await closeListingAs(candidateOwner.client, 'candidate', m.candidateClosed!.candidate!.uid);
  await closeListingAs(jobOwner.client, 'job', m.approvedThenClosed!.job.uid);

  // Sourcing offers: a third recruiter offers to source for the job owner's job specs.
  for (const key of ['pending', 'approved', 'declined', 'jobClosed']) {
    const job = await createJob(jobOwner, { sourcing: true });
    o[key] = { uid: await offer(sourcer.client, job), job, proposer: sourcer, seconder: jobOwner };
  }
  await answer(jobOwner.client, `/api/sourcing/${o.approved!.uid}`, 'approve');
  await answer(jobOwner.client, `/api/sourcing/${o.declined!.uid}`, 'decline');
  await closeListingAs(jobOwner.client, 'job', o.jobClosed!.job.uid);

  // Dates the date filters can tell apart (UTC days).
  await proposedAt(m.approved!.uid, '2024-03-10T12:00:00Z');
  await proposedAt(m.declined!.uid, '2024-03-20T23:30:00Z');
  await proposedAt(o.approved!.uid, '2024-03-10T00:00:00Z');
  await proposedAt(o.declined!.uid, '2024-03-21T00:30:00Z');
});

const matchesFor = async (query = '') => {
  const res = await admin.client.get(`/api/admin/matches${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Array<Record<string, any>>; total: number; next: null };
};
const offersFor = async (query = '') => {
  const res = await admin.client.get(`/api/admin/sourcing${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Array<Record<string, any>>; total: number; next: null };
};
const keysOf = (made: Record<string, Made>, items: Array<Record<string, any>>) =>
  items.map((item) => Object.keys(made).find((key) => made[key]!.uid === item.uid) ?? `unknown:${item.uid}`).sort();

describe('GET /api/admin/matches', () => {
  it('lists every match, newest first, with status, expiry, references, titles and company names', async () => {
    const list = await matchesFor();
    expect(list.total).toBe(Object.keys(m).length);
    expect(list.items).toHaveLength(list.total);
    expect(list.next).toBeNull();
    expect(keysOf(m, list.items)).toEqual(Object.keys(m).sort());
    const times = list.items.map((item) => Date.parse(item.proposed));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byKey = (key: string) => list.items.find((item) => item.uid === m[key]!.uid)!;
    const expected = (key: string, status: string, isExpired: boolean) => {
      const made = m[key]!;
      return {
        uid: made.uid,
        kind: 'match',
        status,
        isExpired,
        jReference: made.job.reference,
        cReference: made.candidate!.reference,
        jobTitle: made.job.title,
        candidateTitle: made.candidate!.title,
        proposerCompany: made.proposer.company,
        seconderCompany: made.seconder.company,
      };
    };
    expect(byKey('pending')).toMatchObject({ ...expected('pending', 'proposed', false), seconded: null });
    expect(byKey('approved')).toMatchObject({
      ...expected('approved', 'approved', false),
      proposed: '2024-03-10T12:00:00.000Z',
    });
    expect(byKey('approved').seconded).toEqual(expect.any(String));
    expect(byKey('declined')).toMatchObject(expected('declined', 'declined', false));
    expect(byKey('jobClosed')).toMatchObject(expected('jobClosed', 'proposed', true));
    expect(byKey('candidateClosed')).toMatchObject(expected('candidateClosed', 'proposed', true));
    expect(byKey('approvedThenClosed')).toMatchObject(expected('approvedThenClosed', 'approved', false));
    expect(byKey('reverse')).toMatchObject({
      ...expected('reverse', 'proposed', false),
      proposerCompany: jobOwner.company,
      seconderCompany: candidateOwner.company,
    });
    expect(m.pending!.job.reference).toMatch(/^J/);
    expect(m.pending!.candidate!.reference).toMatch(/^C/);
  });

  it('filters by status: proposed (open only), approved, declined, expired', async () => {
    expect(keysOf(m, (await matchesFor('?status=proposed')).items)).toEqual(['pending', 'reverse']);
    expect(keysOf(m, (await matchesFor('?status=approved')).items)).toEqual(['approved', 'approvedThenClosed']);
    expect(keysOf(m, (await matchesFor('?status=declined')).items)).toEqual(['declined']);
    expect(keysOf(m, (await matchesFor('?status=expired')).items)).toEqual(['candidateClosed', 'jobClosed']);
    for (const status of ['proposed', 'approved', 'declined', 'expired']) {
      const list = await matchesFor(`?status=${status}`);
      expect(list.total).toBe(list.items.length);
      for (const item of list.items) {
        expect(item.isExpired).toBe(status === 'expired');
        expect(item.status).toBe(status === 'expired' ? 'proposed' : status);
      }
    }
  });

  it('filters by the day it was proposed (from and to are whole UTC days, both included)', async () => {
    expect(keysOf(m, (await matchesFor('?from=2024-03-01&to=2024-03-15')).items)).toEqual(['approved']);
    expect(keysOf(m, (await matchesFor('?from=2024-03-10&to=2024-03-10')).items)).toEqual(['approved']);
    expect(keysOf(m, (await matchesFor('?from=2024-03-20&to=2024-03-20')).items)).toEqual(['declined']);
    expect(keysOf(m, (await matchesFor('?to=2024-03-20')).items)).toEqual(['approved', 'declined']);
    expect(keysOf(m, (await matchesFor('?to=2024-03-19')).items)).toEqual(['approved']);
    expect(keysOf(m, (await matchesFor('?from=2024-03-21')).items)).toEqual(
      ['approvedThenClosed', 'candidateClosed', 'jobClosed', 'pending', 'reverse'].sort(),
    );
    expect(keysOf(m, (await matchesFor('?status=approved&from=2024-01-01&to=2024-12-31')).items)).toEqual(['approved']);
    expect(keysOf(m, (await matchesFor('?status=declined&from=2024-03-21')).items)).toEqual([]);
  });

  it('refuses bad filters with 422', async () => {
    for (const query of [
      'status=pending',
      'status=PROPOSED',
      'status=',
      'from=2024-3-1',
      'from=yesterday',
      'to=2024-02-30',
      'from=2024-13-01',
      'page=2',
    ]) {
      const res = await admin.client.get(`/api/admin/matches?${query}`);
      expect(res.status, query).toBe(422);
      expectError(res, 422);
    }
    expectError(await admin.client.get('/api/admin/matches?status=pending'), 422, {
      message: 'The status is not valid.',
    });
  });
});

describe('GET /api/admin/sourcing', () => {
  it('lists every offer, newest first, with status, expiry, job reference and company names', async () => {
    const list = await offersFor();
    expect(list.total).toBe(Object.keys(o).length);
    expect(keysOf(o, list.items)).toEqual(Object.keys(o).sort());
    const times = list.items.map((item) => Date.parse(item.proposed));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const [key, status, isExpired] of [
      ['pending', 'proposed', false],
      ['approved', 'approved', false],
      ['declined', 'declined', false],
      ['jobClosed', 'proposed', true],
    ] as const) {
      const made = o[key]!;
      expect(
        list.items.find((item) => item.uid === made.uid),
        key,
      ).toMatchObject({
        uid: made.uid,
        kind: 'sourcing',
        status,
        isExpired,
        jReference: made.job.reference,
        cReference: null,
        jobTitle: made.job.title,
        candidateTitle: null,
        proposerCompany: sourcer.company,
        seconderCompany: jobOwner.company,
      });
    }
  });

  it('filters by status and date, and refuses bad filters', async () => {
    expect(keysOf(o, (await offersFor('?status=proposed')).items)).toEqual(['pending']);
    expect(keysOf(o, (await offersFor('?status=approved')).items)).toEqual(['approved']);
    expect(keysOf(o, (await offersFor('?status=declined')).items)).toEqual(['declined']);
    expect(keysOf(o, (await offersFor('?status=expired')).items)).toEqual(['jobClosed']);
    expect(keysOf(o, (await offersFor('?from=2024-03-01&to=2024-03-15')).items)).toEqual(['approved']);
    expect(keysOf(o, (await offersFor('?to=2024-03-20')).items)).toEqual(['approved']);
    expect(keysOf(o, (await offersFor('?from=2024-03-21&to=2024-03-21')).items)).toEqual(['declined']);
    expect(keysOf(o, (await offersFor('?from=2024-03-22')).items)).toEqual(['jobClosed', 'pending']);
    for (const query of ['status=open', 'from=2024-02-30', 'to=21-03-2024']) {
      expectError(await admin.client.get(`/api/admin/sourcing?${query}`), 422);
    }
  });
});
