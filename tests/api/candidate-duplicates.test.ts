/**
 * Duplicate-candidate check: optional private identifiers, normalised, kept only as
 * keyed hashes. The check runs only as part of saving one's own candidate with them (there is no
 * probe route): the save answers `alreadyListed`, never a date or whose, at most
 * DUPLICATE_CHECK_LIMIT_PER_ACCOUNT saves with identifiers a day; both
 * listings are flagged to administrators with which came first; hashes of a candidate closed more
 * than 12 months ago are purged. The identifiers never appear in a response body, a log line or a
 * stored row.
 */
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { handlePurgeCandidateIdentifiers } from '../../api/jobs/purge-candidate-identifiers';
import { expectError } from '../support/api-helpers';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const lines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const server = useTestServer({
  env: { DUPLICATE_CHECK_LIMIT_PER_ACCOUNT: '25' },
  logger: createLogger('debug', memory),
});

/** Every identifier as the tests write it: the raw values must never leave the request. */
const RAW = new Set<string>();
const responses: TestResponse[] = [];

let first: TestClient;
let second: TestClient;
let admin: TestClient;

/** A client whose every answer is kept, to read them all for the identifiers at the end. */
function recording(client: TestClient): TestClient {
  const request = client.request.bind(client);
  client.request = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    const res = await request(method, path, body, headers);
    responses.push(res);
    return res;
  };
  return client;
}

const ids = (identifiers: Record<string, string>) => {
  for (const value of Object.values(identifiers)) RAW.add(value);
  return identifiers;
};
const post = async (client: TestClient, identifiers: Record<string, string>) => {
  const res = await client.post('/api/candidates', candidateBody({ identifiers: ids(identifiers) }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { uid: string; reference: string; alreadyListed?: boolean };
};
beforeAll(async () => {
  first = recording(await signIn(server, await buildRecruiter(server)));
  second = recording(await signIn(server, await buildRecruiter(server)));
  admin = recording(await signIn(server, await buildAdmin(server)));
});

describe('duplicate-candidate check', () => {
  it('has no probe route: the check runs only inside a save', async () => {
    const res = await second.post('/api/candidates/duplicate-check', { identifiers: { passport: 'PROBE1234' } });
    expect([404, 405]).toContain(res.status);
  });

  it.each([
    ['SA ID number, spaced', { idNumber: '8001015009087' }, { idNumber: '800101 5009 087' }],
    ['passport, case and spaces', { passport: 'a1234567' }, { passport: 'A 123 4567' }],
    ['e-mail, case and spaces', { email: 'Thabo.Mokoena@Example.co.za ' }, { email: ' thabo.mokoena@example.CO.ZA' }],
    ['cellphone, +27 and 0', { cellphone: '+27 82 555 0199' }, { cellphone: '082-555-0199' }],
    ['cellphone, 27 without +', { cellphone: '27 83 444 1234' }, { cellphone: '(083) 444 1234' }],
  ])('tells the poster a candidate is already listed, by its %s, without a date', async (_name, given, asked) => {
    const posted = await post(first, given);
    expect(posted.alreadyListed).toBe(false);
    // The poster's own candidate is not a duplicate of itself (an edit giving the same identifiers).
    const own = await first.put(`/api/candidates/${posted.uid}`, candidateBody({ identifiers: ids(asked) }));
    expect(own.status).toBe(200);
    expect(own.body.alreadyListed).toBe(false);
    const later = await post(second, asked);
    expect(Object.keys(later).sort()).toEqual(['alreadyListed', 'reference', 'uid']);
    expect(later.alreadyListed).toBe(true);
    // A save without identifiers says nothing either way.
    const plain = await second.post('/api/candidates', candidateBody());
    expect(Object.keys(plain.body).sort()).toEqual(['reference', 'uid']);
  });

  it('refuses an ID number whose check digit is wrong, without repeating it', async () => {
    const res = await second.post(
      '/api/candidates',
      candidateBody({ identifiers: ids({ idNumber: '8001015009088' }) }),
    );
    expectError(res, 422, {
      message: 'The SA ID Number provided is not valid (13 digits with a valid check digit).',
    });
    const posting = await second.post('/api/candidates', candidateBody({ identifiers: ids({ cellphone: '12345' }) }));
    expectError(posting, 422, { field: 'identifiers', message: 'The Candidate Cellphone provided is not valid.' });
  });

  it('lets the second member post anyway, and flags both listings to administrators with which came first', async () => {
    const earlier = await post(first, { idNumber: '9206150123085', email: 'sipho@example.net' });
    const later = await post(second, { idNumber: '920615 0123 085' });
    const ofLater = (await admin.get(`/api/candidates/${later.uid}`)).body.listing;
    expect(ofLater.duplicates).toEqual([
      { uid: earlier.uid, reference: earlier.reference, created: expect.any(String), isEarlier: true },
    ]);
    const ofEarlier = (await admin.get(`/api/candidates/${earlier.uid}`)).body.listing;
    expect(ofEarlier.duplicates).toEqual([
      { uid: later.uid, reference: later.reference, created: expect.any(String), isEarlier: false },
    ]);
    // Members see no flag, not even on their own listing.
    expect((await second.get(`/api/candidates/${later.uid}`)).body.listing).not.toHaveProperty('duplicates');
    expect((await second.get(`/api/candidates/${earlier.uid}`)).body.listing).not.toHaveProperty('duplicates');

    // A match proposal on the flagged candidate shows the administrator the earlier listing.
    const job = (await first.post('/api/jobs', jobBody())).body as { uid: string };
    const proposed = await second.post('/api/matches', { job: job.uid, candidate: later.uid });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const seenByAdmin = (await admin.get(`/api/matches/${proposed.body.uid}`)).body.match;
    expect(seenByAdmin.earlierListings).toEqual([expect.objectContaining({ uid: earlier.uid, isEarlier: true })]);
    expect((await second.get(`/api/matches/${proposed.body.uid}`)).body.match).not.toHaveProperty('earlierListings');
    expect((await first.get(`/api/matches/${proposed.body.uid}`)).body.match).not.toHaveProperty('earlierListings');
  });

  it('flags an edit that adds an identifier, and ignores closed candidates', async () => {
    const closed = await post(first, { passport: 'ZX998877' });
    expect((await first.post(`/api/candidates/${closed.uid}/close`)).status).toBe(200);
    expect((await post(second, { passport: 'zx998877' })).alreadyListed).toBe(false);

    const open = await post(first, { email: 'lerato@example.org' });
    const mine = await post(second, {});
    const edit = await second.put(
      `/api/candidates/${mine.uid}`,
      candidateBody({ identifiers: ids({ email: 'LERATO@example.org' }) }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.alreadyListed).toBe(true);
    expect((await admin.get(`/api/candidates/${mine.uid}`)).body.listing.duplicates).toEqual([
      expect.objectContaining({ uid: open.uid, isEarlier: true }),
    ]);
  });

  it('is limited per account per day: saves with identifiers past the limit are refused (429), others go on', async () => {
    expect(server.ctx.config.DUPLICATE_CHECK_LIMIT_WINDOW_MINUTES).toBe(24 * 60);
    const member = recording(await signIn(server, await buildRecruiter(server)));
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) {
      const body = candidateBody({ identifiers: ids({ passport: `LIMIT${i}000` }) });
      statuses.push((await member.post('/api/candidates', body)).status);
    }
    expect(statuses.slice(0, 25).every((s) => s === 201)).toBe(true);
    expect(statuses[25]).toBe(429);
    expect((await member.post('/api/candidates', candidateBody())).status).toBe(201);
  });

  it('stores only hashes, and purges those of a candidate closed more than 12 months ago', async () => {
    const posted = await post(first, { passport: 'PURGE1234', cellphone: '0715550000' });
    const { rows } = await server.ctx.pool.query(
      'select kind, hash from candidate_identifiers where candidate_id = $1',
      [posted.uid],
    );
    expect(rows.map((r) => r.kind).sort()).toEqual(['cellphone', 'passport']);
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);

    await server.ctx.pool.query(
      `update candidates set created_at = now() - interval '14 months', expires_at = now() - interval '13 months' where id = $1`,
      [posted.uid],
    );
    const recent = await post(first, { passport: 'KEEP12345' });
    await first.post(`/api/candidates/${recent.uid}/close`);
    expect(await handlePurgeCandidateIdentifiers(server.ctx, null)).toBe(2);
    const left = await server.ctx.pool.query(
      'select candidate_id from candidate_identifiers where candidate_id = any($1)',
      [[posted.uid, recent.uid]],
    );
    expect(left.rows.map((r) => r.candidate_id)).toEqual([recent.uid]);
    expect(await handlePurgeCandidateIdentifiers(server.ctx, null)).toBe(0);
  });

  it('never returns, logs or stores an identifier (every answer and log line of this file)', async () => {
    expect(RAW.size).toBeGreaterThan(10);
    const bodies = responses.map((res) => JSON.stringify(res.body)).join('\n');
    const logged = lines.join('\n');
    const dump = await server.ctx.pool.query(
      `select row_to_json(t)::text as row from (select * from candidates) t
       union all select row_to_json(t)::text from (select * from candidate_identifiers) t
       union all select row_to_json(t)::text from (select * from audit_log) t`,
    );
    const stored = dump.rows.map((r) => r.row).join('\n');
    expect(lines.length).toBeGreaterThan(20);
    for (const value of RAW) {
      const forms = [value, value.trim(), value.trim().toLowerCase(), value.replace(/[\s\-()]/g, '')];
      for (const form of forms.filter((f) => f.length >= 5)) {
        expect(bodies, `a response holds ${form}`).not.toContain(form);
        expect(logged, `the log holds ${form}`).not.toContain(form);
        expect(stored, `the database holds ${form}`).not.toContain(form);
      }
    }
  });
});
