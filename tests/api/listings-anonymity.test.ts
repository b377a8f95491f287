/**
 * The anonymity rule of listing saves: POST and PUT of a job spec or candidate whose free text
 * (titles included) has a blocking finding of the guard is a 422 on the field, with the span and
 * the kind, in the spec's words; nothing is saved. The poster's own contact details and company, and
 * a candidate's identifiers sent with it, are known values.
 */
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import { PATH, TABLE, bodyFor, createListing, storedListing, type ListingKind } from '../support/fixtures/listings';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();

async function recruiter(overrides: Parameters<typeof buildRecruiter>[1] = {}) {
  const account = await buildRecruiter(server, overrides);
  return { ...account, client: await signIn(server, account) };
}

async function listingsOf(ownerId: string, kind: ListingKind): Promise<number> {
  const { rows } = await server.ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from ${TABLE[kind]} where owner_id = $1`,
    [ownerId],
  );
  return rows[0]?.n ?? 0;
}

function expectRefused(
  res: TestResponse,
  expected: { field: string; text: string; leak: string; kind: string; label: string },
): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  const start = expected.text.indexOf(expected.leak);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(res.body).toEqual({
    error: {
      title: 'Invalid field',
      message: `This text may reveal who the candidate or client is: ${expected.label}.`,
      field: expected.field,
      code: 'anonymity',
      finding: { start, end: start + expected.leak.length, kind: expected.kind },
    },
  });
}

describe('listing saves with a blocking finding', () => {
  it('refuses a job spec with a phone number in Additional Information, and saves nothing', async () => {
    const poster = await recruiter();
    const text = 'Hybrid. Call Thabo on 082 555 0147 for the brief.';
    const res = await poster.client.post(PATH.job, bodyFor('job', { additional: text }));
    expectRefused(res, { field: 'additional', text, leak: '082 555 0147', kind: 'phone', label: 'a phone number' });
    expect(await listingsOf(poster.id, 'job')).toBe(0);
  });

  it('reads the titles too: an e-mail address in a candidate title', async () => {
    const poster = await recruiter();
    const text = 'CFO (thabo.m@gmail.com)';
    const res = await poster.client.post(PATH.candidate, bodyFor('candidate', { candidateTitle: text }));
    expectRefused(res, {
      field: 'candidateTitle',
      text,
      leak: 'thabo.m@gmail.com',
      kind: 'email',
      label: 'an e-mail address',
    });
    expect(await listingsOf(poster.id, 'candidate')).toBe(0);
  });

  it("refuses the poster's own company name, from their account", async () => {
    const poster = await recruiter({ company: 'Khumalo Talent' });
    const text = '5+ years of Java, placed before by Khumalo-Talent';
    const res = await poster.client.post(PATH.job, bodyFor('job', { experience: text }));
    expectRefused(res, {
      field: 'experience',
      text,
      leak: 'Khumalo-Talent',
      kind: 'own-contact',
      label: 'your own contact details',
    });
  });

  it("refuses a candidate's own identifier sent with it (its cellphone, in another spelling)", async () => {
    const poster = await recruiter();
    const text = 'Reachable on +27 71 234 5678 after hours.';
    const res = await poster.client.post(
      PATH.candidate,
      bodyFor('candidate', { additional: text, identifiers: { cellphone: '071 234 5678' } }),
    );
    // Also a phone number by its shape: the known value names it more tellingly.
    expectRefused(res, {
      field: 'additional',
      text,
      leak: '+27 71 234 5678',
      kind: 'secret',
      label: 'the candidate’s or client’s identity',
    });
    expect(await listingsOf(poster.id, 'candidate')).toBe(0);
  });

  it('refuses the first finding in the order of the save rules', async () => {
    const poster = await recruiter();
    const res = await poster.client.post(
      PATH.job,
      bodyFor('job', { jobTitle: 'Engineer, see talentco.co.za', additional: 'Call 082 555 0147' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ field: 'jobTitle', finding: { kind: 'url' } });
  });

  it('refuses an edit with a web address and keeps the listing as it was', async () => {
    const poster = await recruiter();
    const { uid } = await createListing(poster.client, 'candidate');
    const before = await storedListing(server, TABLE.candidate, uid);
    const text = 'See linkedin.com/in/thabo-m for the full CV.';
    const res = await poster.client.put(`${PATH.candidate}/${uid}`, bodyFor('candidate', { additional: text }));
    expectRefused(res, {
      field: 'additional',
      text,
      leak: 'linkedin.com/in/thabo-m',
      kind: 'url',
      label: 'a web address',
    });
    expect(await storedListing(server, TABLE.candidate, uid)).toEqual(before);
  });

  it("checks an administrator's edit against the owner's account, not the administrator's", async () => {
    const poster = await recruiter({ cellphone: '+27 83 444 1234' });
    const { uid } = await createListing(poster.client, 'job');
    const admin: TestClient = await signIn(server, await buildAdmin(server));
    const text = 'Questions to 083 444 1234.';
    const res = await admin.put(`${PATH.job}/${uid}`, bodyFor('job', { additional: text }));
    expectRefused(res, {
      field: 'additional',
      text,
      leak: '083 444 1234',
      kind: 'own-contact',
      label: 'your own contact details',
    });
  });

  it('saves listing prose full of near-misses', async () => {
    const poster = await recruiter();
    await createListing(poster.client, 'job', {
      jobTitle: 'Senior ASP.NET Developer',
      qualifications: 'B.Sc Computer Science, NQF 7',
      experience: '5+ years (2019 - 2023), ISO 9001:2015 audits, 95% uptime',
      additional: 'R45 000 per month, R1.2m CTC. Sandton, Gauteng. LinkedIn Learning welcome.',
    });
  });
});
