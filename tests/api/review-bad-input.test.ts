/**
 * Review of suggested matches, deals, deadlines and POPIA: every new route answers bad input with a 4xx, never a 5xx — malformed
 * uids, wrong types, unknown query keys, huge values, odd tokens and headers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';
import { createCandidate, createJob, type Party } from '../support/fixtures/matches';
import { candidateBody } from '../support/fixtures/listings';
import { buildDealParty, openDeal, type OpenedDeal } from '../support/fixtures/deals';
import type { TestResponse } from '../support/test-client';

const server = useTestServer();
let deal: OpenedDeal;
let admin: Party;
let job: { uid: string };
let candidate: { uid: string };

beforeAll(async () => {
  deal = await openDeal(server);
  admin = await buildDealParty(server, 'admin');
  job = await createJob(deal.jobOwner);
  candidate = await createCandidate(deal.partner);
});

const BAD_UIDS = [
  'not-a-uid',
  '1',
  "x' or 1=1--",
  '%E2%80%8B',
  'a'.repeat(5000),
  '00000000-0000-0000-0000-00000000000G',
];
const is4xx = (res: TestResponse, what: string) =>
  expect(res.status >= 400 && res.status < 500, `${what}: ${res.status} ${JSON.stringify(res.body)}`).toBe(true);

describe('new routes refuse bad input with a 4xx', () => {
  it('malformed uids on deals, suggestions and responsiveness', async () => {
    const c = deal.jobOwner.client;
    for (const uid of BAD_UIDS) {
      is4xx(await c.get(`/api/deals/${uid}`), `GET deal ${uid.slice(0, 20)}`);
      is4xx(await c.post(`/api/deals/${uid}/accept-terms`, {}), `accept ${uid.slice(0, 20)}`);
      is4xx(await c.request('PATCH', `/api/deals/${uid}/terms`, { guaranteeDays: 90 }), `terms ${uid.slice(0, 20)}`);
      is4xx(await c.post(`/api/deals/${uid}/stages`, { stage: 'interviewing' }), `stage ${uid.slice(0, 20)}`);
      is4xx(await c.post(`/api/deals/${uid}/dispute`, { statement: 'x'.repeat(40) }), `dispute ${uid.slice(0, 20)}`);
      is4xx(await c.get(`/api/jobs/${uid}/suggestions`), `job suggestions ${uid.slice(0, 20)}`);
      is4xx(await c.get(`/api/candidates/${uid}/suggestions`), `candidate suggestions ${uid.slice(0, 20)}`);
      is4xx(await c.get(`/api/jobs/${uid}/responsiveness`), `job responsiveness ${uid.slice(0, 20)}`);
      is4xx(await c.get(`/api/candidates/${uid}/responsiveness`), `cand responsiveness ${uid.slice(0, 20)}`);
      is4xx(await c.post(`/api/listing-links/${uid}/extend`, {}), `extend link ${uid.slice(0, 20)}`);
    }
  });

  it('wrong types and huge values in deal bodies', async () => {
    const c = deal.jobOwner.client;
    const bodies: Array<[string, string, unknown]> = [
      ['POST', 'stages', { stage: 5 }],
      ['POST', 'stages', { stage: 'placed', date: '2027-02-30', ctc: 500000 }],
      ['POST', 'stages', { stage: 'placed', date: '2027-03-01', ctc: '500000' }],
      ['POST', 'stages', { stage: 'placed', date: '2027-03-01', ctc: 1e300 }],
      ['POST', 'stages', { stage: 'fellThrough', reason: { $ne: 1 } }],
      ['POST', 'stages', []],
      ['POST', 'stages', 'introduced'],
      ['POST', 'stages', { stage: 'interviewing', date: '99999-01-01' }],
      ['POST', 'stages', { stage: 'clientPaid', date: '0000-01-01' }],
      ['POST', 'stages', { stage: '__proto__' }],
      ['PATCH', 'terms', { feePercent: 15 }],
      ['PATCH', 'terms', { feePercent: '1e3' }],
      ['PATCH', 'terms', { guaranteeDays: 1.5 }],
      ['PATCH', 'terms', { guaranteeDays: '90' }],
      ['PATCH', 'terms', {}],
      ['PATCH', 'terms', null],
      ['POST', 'dispute', { statement: 1234567890123 }],
      ['POST', 'dispute', { statement: 'x'.repeat(90_000) }],
      ['POST', 'dispute', { statement: '\u0000'.repeat(40) }],
      ['POST', 'accept-terms', { version: { a: 1 } }],
    ];
    for (const [method, path, body] of bodies)
      is4xx(
        await c.request(method, `/api/deals/${deal.uid}/${path}`, body),
        `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`,
      );
  });

  it('bad list queries on deals, suggestions and the admin deal figures', async () => {
    const c = deal.jobOwner.client;
    const queries = [
      'stage=nope',
      'status=maybe',
      'disputed=yes',
      'from=2027-02-30',
      'from=notadate',
      'to=99999-12-31',
      'from=0001-01-01',
      'stage=introduced&stage=placed',
      'unknown=1',
      `from=${'9'.repeat(3000)}`,
    ];
    for (const q of queries) {
      is4xx(await c.get(`/api/deals?${q}`), `deals ?${q.slice(0, 40)}`);
      is4xx(await admin.client.get(`/api/deals/export.csv?${q}`), `export ?${q.slice(0, 40)}`);
    }
    is4xx(await c.get(`/api/jobs/${job.uid}/suggestions?limit=1000000`), 'suggestions ?limit');
    is4xx(await c.get(`/api/jobs/${job.uid}/suggestions?x=1&x=2`), 'suggestions repeated');
  });

  it('duplicate-check, identifiers and Idempotency-Key with wrong types', async () => {
    const c = deal.partner.client;
    const bodies: unknown[] = [
      {},
      { identifiers: null },
      { identifiers: [] },
      { identifiers: 'abc' },
      { identifiers: { idNumber: 8001015009087 } },
      { identifiers: { email: { a: 1 } } },
      { identifiers: { cellphone: '0'.repeat(10_000) } },
      { identifiers: { passport: 'A1234567', other: 'x' } },
    ];
    // The duplicate check runs only inside a candidate's save: its identifiers are checked there.
    for (const body of bodies.slice(1))
      is4xx(
        await c.post('/api/candidates', { ...candidateBody(), ...(body as object) }),
        `candidate identifiers ${JSON.stringify(body).slice(0, 60)}`,
      );
    for (const key of ['', 'short', 'has space in it', 'ä'.repeat(20), 'k'.repeat(500)]) {
      const res = await c.request('POST', '/api/jobs', {}, { 'Idempotency-Key': key });
      is4xx(res, `Idempotency-Key ${JSON.stringify(key.slice(0, 20))}`);
    }
    // A candidate of this member, with the suggestions of each kind answering for a real uid.
    expect((await c.get(`/api/candidates/${candidate.uid}/suggestions`)).status).toBe(200);
  });

  it('admin settings with wrong types', async () => {
    for (const body of [{ requireGoodStanding: 'yes' }, { requireGoodStanding: null }, {}, [], { other: true }])
      is4xx(await admin.client.put('/api/admin/settings', body), `settings ${JSON.stringify(body)}`);
  });
});
