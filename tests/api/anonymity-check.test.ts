/**
 * POST /api/anonymity/check: the anonymity guard as a writing aid. A signed-in member with a
 * complete profile sends a listing's free text (and the secrets typed so far) and gets every
 * finding with its field and UTF-16 span; their own account's details are known values; the body
 * is never logged; past the per-member limit, 429.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../api/logger';
import { expectError } from '../support/api-helpers';
import { buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const PER_ACCOUNT = 4;
const lines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const server = useTestServer({
  env: { ANONYMITY_CHECK_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT), ANONYMITY_CHECK_LIMIT_PER_IP: '100000' },
  logger: createLogger('info', memory),
});

async function member(overrides: Parameters<typeof buildRecruiter>[1] = {}): Promise<TestClient> {
  return signIn(server, await buildRecruiter(server, overrides));
}
const check = (client: TestClient, body: unknown) => client.post('/api/anonymity/check', body);

describe('POST /api/anonymity/check', () => {
  it('finds a phone number in a field, with its field and offsets into that text', async () => {
    const text = 'Strong finance lead. Call Thabo on 082 555 0147 for more.';
    const res = await check(await member(), {
      kind: 'candidate',
      fields: { candidateTitle: 'Financial Manager', additional: text },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      findings: [
        {
          field: 'additional',
          start: text.indexOf('082'),
          end: text.indexOf('082') + '082 555 0147'.length,
          kind: 'phone',
          severity: 'block',
          label: 'a phone number',
        },
      ],
    });
  });

  it("finds the member's own company and website, from their account", async () => {
    const client = await member({ company: 'Khumalo Talent', website: 'https://www.khumalotalent.co.za/' });
    const text = 'Placed by KHUMALO  talent; see khumalotalent.co.za';
    const res = await check(client, { kind: 'job', fields: { jobTitle: 'Plant Engineer', experience: text } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const findings = res.body.findings as Array<Record<string, unknown>>;
    expect(findings).toEqual([
      expect.objectContaining({
        field: 'experience',
        start: text.indexOf('KHUMALO'),
        end: text.indexOf('talent;') + 'talent'.length,
        kind: 'own-contact',
        label: 'your own company’s name',
      }),
      expect.objectContaining({
        field: 'experience',
        start: text.indexOf('khumalotalent.co.za'),
        end: text.length,
        kind: 'own-contact',
        label: 'your own website',
      }),
    ]);
  });

  it("finds the secrets sent: the candidate's ID number, full name and the client's name", async () => {
    const res = await check(await member(), {
      kind: 'candidate',
      fields: { additional: 'Lerato Mokoena (ID 800101 5009 08 7) is at Sasol Secunda' },
      identifiers: { idNumber: '8001015009087' },
      fullName: 'Lerato Mokoena',
      clientName: 'Sasol Secunda',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = (res.body.findings as Array<{ kind: string; label: string }>).map((f) => [f.kind, f.label]);
    expect(found).toEqual([
      ['secret', 'the candidate’s name'],
      ['secret', 'the ID number you gave for this listing'],
      ['secret', 'the client’s name'],
    ]);
  });

  it('answers clean listing text with no findings', async () => {
    const res = await check(await member(), {
      kind: 'job',
      fields: {
        jobTitle: 'Senior Java Developer',
        qualifications: 'B.Sc Computer Science, NQF 7',
        experience: '5+ years of Java and ASP.NET (2019 - 2023), ISO 9001:2015 audits',
        additional: 'R45 000 per month, R1.2m CTC. Based in Sandton, Gauteng. Ref J261127FF.',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ findings: [] });
  });

  it("warns of a name the PWA's compact lists miss, with the API's larger lists", async () => {
    // Neither Kwame nor Asante is in the PWA's lists (shared/anonymity/name-lists.ts); both are in
    // the API's (api/domain/anonymity-names.ts).
    // No cue before the name: after one ("reported to") two capitalised words are enough.
    const text = 'Kwame Asante has three years in treasury.';
    const res = await check(await member(), { kind: 'candidate', fields: { additional: text } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      findings: [
        {
          field: 'additional',
          start: text.indexOf('Kwame'),
          end: text.indexOf('Kwame') + 'Kwame Asante'.length,
          kind: 'person-name',
          severity: 'warn',
          label: expect.any(String),
        },
      ],
    });
  });

  it('warns of a name in no list at all when a cue comes before it, and not without the cue', async () => {
    // Gumbochuma, Madoda and Nxakwe are in no list, the PWA's or the API's, and Innocent is also a
    // word: only "speak to" and "Candidate:" make them names (shared/anonymity/person-names.ts).
    const experience = 'Ref: speak to Innocent Gumbochuma at the depot.';
    const additional = 'Candidate: Madoda Nxakwe\nInnocent Gumbochuma is no cue.';
    const res = await check(await member(), { kind: 'candidate', fields: { experience, additional } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const warning = { kind: 'person-name', severity: 'warn', label: 'a person’s name' };
    expect(res.body).toEqual({
      findings: [
        {
          field: 'experience',
          start: experience.indexOf('Innocent'),
          end: experience.indexOf('Innocent') + 'Innocent Gumbochuma'.length,
          ...warning,
        },
        {
          field: 'additional',
          start: additional.indexOf('Madoda'),
          end: additional.indexOf('Madoda') + 'Madoda Nxakwe'.length,
          ...warning,
        },
      ],
    });
  });

  it('refuses a visitor with 401', async () => {
    expectError(await check(server.client(), { kind: 'job', fields: { jobTitle: 'Engineer' } }), 401);
  });

  it('refuses a bad body with 422 on its field', async () => {
    const client = await member();
    expectError(await check(client, { kind: 'deal', fields: {} }), 422, {
      message: "The kind must be 'job' or 'candidate'.",
    });
    // A field the kind does not have (a candidate has no jobTitle), and a key the body does not have.
    expectError(await check(client, { kind: 'candidate', fields: { jobTitle: 'x' } }), 422, {
      field: 'fields.jobTitle',
    });
    expectError(await check(client, { kind: 'job', fields: {}, owner: 'x' }), 422, { field: 'owner' });
    expectError(await check(client, { kind: 'job', fields: { additional: 'x'.repeat(5001) } }), 422, {
      field: 'fields.additional',
      message: 'The additional text may be at most 5000 characters.',
    });
  });

  it(`answers 429 past ${PER_ACCOUNT} checks per member in the window`, async () => {
    const client = await member();
    const body = { kind: 'job', fields: { jobTitle: 'Engineer' } };
    for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await check(client, body)).status).toBe(200);
    expectError(await check(client, body), 429, { title: 'Too many requests' });
    // Another member is not held back by this one.
    expect((await check(await member(), body)).status).toBe(200);
  });

  it('never logs the text or the secrets sent', async () => {
    const from = lines.length;
    const res = await check(await member(), {
      kind: 'candidate',
      fields: { additional: 'Reach zanele.dlamini@example.org' },
      fullName: 'Zanele Dlamini',
    });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const logged = lines.slice(from).join('\n');
    expect(logged).toContain('/api/anonymity/check');
    expect(logged).not.toMatch(/zanele|dlamini/i);
  });
});
