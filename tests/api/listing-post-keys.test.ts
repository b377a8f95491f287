/**
 * Offline drafts: POST /api/jobs and /api/candidates honour an optional
 * Idempotency-Key header, so a draft posted twice (two tabs, Background Sync and the app at once,
 * a retry after a lost answer) creates one listing. Keys are per account and per kind; a refused
 * post stores no key; a malformed key is a 400 that stores nothing.
 * Also on PostgreSQL (TEST_DATABASE_URL), where the concurrent posts really race.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../shared/schemas/idempotency';
import { expectError } from '../support/api-helpers';
import { buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { PATH, TABLE, bodyFor, type ListingKind } from '../support/fixtures/listings';

const server = useTestServer();
let recruiter: TestClient;
let other: TestClient;

beforeAll(async () => {
  recruiter = await signIn(server, await buildRecruiter(server));
  other = await signIn(server, await buildRecruiter(server));
});

const titleField = (kind: ListingKind) => (kind === 'job' ? 'jobTitle' : 'candidateTitle');
const title = () => `Draft ${randomUUID().slice(0, 8)}`;
const keyHeader = (key: string) => ({ 'Idempotency-Key': key });

/** How many listings of this kind carry this title (each test uses a fresh one). */
async function countTitled(kind: ListingKind, value: string): Promise<number> {
  const { rows } = await server.ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from ${TABLE[kind]} where ${kind === 'job' ? 'job_title' : 'candidate_title'} = $1`,
    [value],
  );
  return rows[0]?.n ?? 0;
}

describe.each(['job', 'candidate'] as const)('POST %s with an Idempotency-Key', (kind) => {
  it('the same draft posted twice makes one listing, and both answers name it', async () => {
    const name = title();
    const key = randomUUID();
    const body = bodyFor(kind, { [titleField(kind)]: name });
    const first = await recruiter.post(PATH[kind], body, keyHeader(key));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await recruiter.post(PATH[kind], body, keyHeader(key));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countTitled(kind, name)).toBe(1);
    // It is an ordinary listing of its owner.
    const mine = await recruiter.get(`${PATH[kind]}?mine=true`);
    expect(mine.body.items.filter((item: { uid: string }) => item.uid === first.body.uid)).toHaveLength(1);
  });

  it('posted three times at once (tabs and the service worker racing) it is still one listing', async () => {
    const name = title();
    const key = randomUUID();
    const body = bodyFor(kind, { [titleField(kind)]: name });
    const answers = await Promise.all([1, 2, 3].map(() => recruiter.post(PATH[kind], body, keyHeader(key))));
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(new Set(answers.map((res) => res.body.uid)).size).toBe(1);
    expect(await countTitled(kind, name)).toBe(1);
  });

  it('different keys, or none, make different listings', async () => {
    const name = title();
    const body = bodyFor(kind, { [titleField(kind)]: name });
    const a = await recruiter.post(PATH[kind], body, keyHeader(randomUUID()));
    const b = await recruiter.post(PATH[kind], body, keyHeader(randomUUID()));
    const c = await recruiter.post(PATH[kind], body);
    const d = await recruiter.post(PATH[kind], body);
    expect([a.status, b.status, c.status, d.status]).toEqual([201, 201, 201, 201]);
    expect(new Set([a, b, c, d].map((res) => res.body.uid)).size).toBe(4);
    expect(await countTitled(kind, name)).toBe(4);
  });

  it('a key is per account: another member with the same key gets a listing of their own', async () => {
    const name = title();
    const key = randomUUID();
    const body = bodyFor(kind, { [titleField(kind)]: name });
    const mine = await recruiter.post(PATH[kind], body, keyHeader(key));
    const theirs = await other.post(PATH[kind], body, keyHeader(key));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.uid).not.toBe(mine.body.uid);
    expect(await countTitled(kind, name)).toBe(2);
  });

  it('a refused post stores no key: the draft, corrected, is created with the same key', async () => {
    const name = title();
    const key = randomUUID();
    const refused = await recruiter.post(PATH[kind], bodyFor(kind, { [titleField(kind)]: '' }), keyHeader(key));
    expectError(refused, 422, { title: 'Invalid field', field: titleField(kind) });
    const created = await recruiter.post(PATH[kind], bodyFor(kind, { [titleField(kind)]: name }), keyHeader(key));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await countTitled(kind, name)).toBe(1);
  });
});

it('a key is per kind: the same key on a job and a candidate makes one of each', async () => {
  const key = randomUUID();
  const job = await recruiter.post(PATH.job, bodyFor('job'), keyHeader(key));
  const candidate = await recruiter.post(PATH.candidate, bodyFor('candidate'), keyHeader(key));
  expect([job.status, candidate.status]).toEqual([201, 201]);
  expect(candidate.body.uid).not.toBe(job.body.uid);
  expect(candidate.body.reference).toMatch(/^C/);
});

it.each(['short', 'x'.repeat(101), 'has spaces in it', 'dröp-table-ünïcode'])(
  'a malformed key (%j) is a 400 and stores nothing',
  async (key) => {
    const name = title();
    const res = await recruiter.post(PATH.job, bodyFor('job', { jobTitle: name }), keyHeader(key));
    expectError(res, 400, { message: IDEMPOTENCY_KEY_MESSAGE });
    expect(await countTitled('job', name)).toBe(0);
  },
);
