/**
 * The anonymity guard's warnings on listing saves (docs/anonymity.md): a person's name or an
 * employer (a large SA employer, or a client the member named on another listing: their employer
 * history, kept as keyed hashes only) does not block, but must be confirmed once per listing ("I
 * checked: this does not identify anyone"): unconfirmed, the save is 422 'anonymity-warning' with
 * every warning and nothing is saved; confirmed, it is saved and the confirmation is recorded on the
 * listing and in the audit log; the same warnings are not asked again, changed flagged text is.
 * Saves refused for a blocking finding are counted per member, without their text.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import { PATH, TABLE, bodyFor, storedListing, type ListingKind } from '../support/fixtures/listings';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();

const CONFIRM = 'I checked: this does not identify anyone';

async function recruiter(): Promise<{ id: string; client: TestClient }> {
  const account = await buildRecruiter(server);
  return { id: account.id, client: await signIn(server, account) };
}

/** A company name no list or other test holds (letters only). */
const uniqueCompany = () =>
  `${[...randomBytes(7)].map((b, i) => String.fromCharCode((i === 0 ? 65 : 97) + (b % 26))).join('')} Minerals`;

async function listingsOf(ownerId: string, kind: ListingKind): Promise<number> {
  const { rows } = await server.ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from ${TABLE[kind]} where owner_id = $1`,
    [ownerId],
  );
  return rows[0]!.n;
}

async function confirmationOf(listingId: string) {
  const { rows } = await server.ctx.pool.query<{ kinds: string[]; warnings: number; confirmed_by: string }>(
    `select kinds, warnings, confirmed_by from anonymity_confirmations where listing_id = $1`,
    [listingId],
  );
  return rows[0];
}

async function auditOf(listingId: string) {
  const { rows } = await server.ctx.pool.query<{ actor_id: string; target_type: string; details: unknown }>(
    `select actor_id, target_type, details from audit_log where action = 'listing.anonymity-confirmed' and target_id = $1 order by id`,
    [listingId],
  );
  return rows;
}

describe('warnings on a listing save', () => {
  it('asks for the confirmation: 422 anonymity-warning with every warning, nothing saved', async () => {
    const poster = await recruiter();
    const text = 'Reports to Thabo Mokoena; previously at Sasol Secunda.';
    const res = await poster.client.post(PATH.job, bodyFor('job', { additional: text }));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    const name = text.indexOf('Thabo Mokoena');
    const employer = text.indexOf('Sasol Secunda');
    expect(res.body).toEqual({
      error: {
        title: 'Invalid field',
        message: `This text may identify someone: a person’s name. Check it, then tick “${CONFIRM}”.`,
        field: 'additional',
        code: 'anonymity-warning',
        warnings: [
          { field: 'additional', start: name, end: name + 13, kind: 'person-name', label: 'a person’s name' },
          { field: 'additional', start: employer, end: employer + 13, kind: 'employer', label: 'an employer’s name' },
        ],
      },
    });
    expect(await listingsOf(poster.id, 'job')).toBe(0);
    // A confirmation that is not true/false is refused on its field.
    const bad = await poster.client.post(PATH.job, bodyFor('job', { additional: text, anonymityConfirmed: 'yes' }));
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({
      field: 'anonymityConfirmed',
      message: `The ${CONFIRM} provided is not valid.`,
    });
  });

  it('saves once confirmed, and records the confirmation on the listing and in the audit log', async () => {
    const poster = await recruiter();
    const text = 'Reports to Thabo Mokoena in Sandton.';
    const res = await poster.client.post(
      PATH.candidate,
      bodyFor('candidate', { experience: text, anonymityConfirmed: true }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { uid } = res.body as { uid: string; reference: string };
    expect((await storedListing(server, TABLE.candidate, uid))?.row.experience).toBe(text);
    expect(await confirmationOf(uid)).toEqual({ kinds: ['person-name'], warnings: 1, confirmed_by: poster.id });
    expect(await auditOf(uid)).toEqual([
      {
        actor_id: poster.id,
        target_type: 'candidate',
        details: { reference: res.body.reference, kinds: ['person-name'], warnings: 1 },
      },
    ]);
  });

  it('does not ask again for the same warnings, but does when the flagged text changes', async () => {
    const poster = await recruiter();
    const text = 'Reports to Thabo Mokoena in Sandton.';
    const created = await poster.client.post(PATH.job, bodyFor('job', { additional: text, anonymityConfirmed: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uid = created.body.uid as string;
    // The same name, spaced and cased differently, elsewhere in the text: already confirmed.
    const same = await poster.client.put(
      `${PATH.job}/${uid}`,
      bodyFor('job', { additional: `Hybrid role. Reports to THABO  Mokoena.` }),
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    // Without any warning: saved, nothing asked.
    expect((await poster.client.put(`${PATH.job}/${uid}`, bodyFor('job', { additional: 'Hybrid.' }))).status).toBe(200);
    // Another name: asked again, and nothing changes until confirmed.
    const other = 'Reports to Sipho Dlamini.';
    const asked = await poster.client.put(`${PATH.job}/${uid}`, bodyFor('job', { additional: other }));
    expect(asked.status).toBe(422);
    expect(asked.body.error).toMatchObject({ code: 'anonymity-warning', warnings: [{ kind: 'person-name' }] });
    expect((await storedListing(server, TABLE.job, uid))?.row.additional).toBe('Hybrid.');
    const confirmed = await poster.client.put(
      `${PATH.job}/${uid}`,
      bodyFor('job', { additional: other, anonymityConfirmed: true }),
    );
    expect(confirmed.status).toBe(200);
    expect((await auditOf(uid)).length).toBe(2);
  });

  it("records an administrator's confirmation as theirs, on the owner's listing", async () => {
    const poster = await recruiter();
    const admin = await buildAdmin(server);
    const adminClient = await signIn(server, admin);
    const created = await poster.client.post(PATH.job, bodyFor('job'));
    const uid = created.body.uid as string;
    const res = await adminClient.put(
      `${PATH.job}/${uid}`,
      bodyFor('job', { additional: 'Reports to Lerato Khumalo.', anonymityConfirmed: true }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await confirmationOf(uid)).toMatchObject({ confirmed_by: admin.id });
    expect((await auditOf(uid))[0]).toMatchObject({ actor_id: admin.id });
  });

  it('a blocking finding still wins over a confirmation', async () => {
    const poster = await recruiter();
    const res = await poster.client.post(
      PATH.job,
      bodyFor('job', { additional: 'Thabo Mokoena, 082 555 0147', anonymityConfirmed: true }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'anonymity', finding: { kind: 'phone' } });
  });
});

describe("the member's employer history (past clients)", () => {
  it('warns when a client named on one job spec appears in a later listing, for that member only', async () => {
    const poster = await recruiter();
    const other = await recruiter();
    const company = uniqueCompany();
    const first = await poster.client.post(PATH.job, bodyFor('job', { clientName: `${company} (Pty) Ltd` }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Only a keyed hash is kept, with the number of words of the name (without its legal words).
    const { rows } = await server.ctx.pool.query<{ hash: string; words: number }>(
      `select hash, words from past_clients where account_id = $1`,
      [poster.id],
    );
    expect(rows).toEqual([{ hash: expect.stringMatching(/^[0-9a-f]{64}$/), words: 2 }]);

    const text = `Eight years at ${company.toUpperCase()}, then consulting.`;
    const check = { kind: 'candidate', fields: { experience: text } };
    const mine = await poster.client.post('/api/anonymity/check', check);
    expect(mine.status).toBe(200);
    const at = text.indexOf(company.toUpperCase());
    expect(mine.body.findings).toEqual([
      {
        field: 'experience',
        start: at,
        end: at + company.length,
        kind: 'employer',
        severity: 'warn',
        label: 'a client you named on another listing',
      },
    ]);
    expect((await other.client.post('/api/anonymity/check', check)).body.findings).toEqual([]);

    // On a save: a warning to confirm for its member, nothing for another.
    const save = bodyFor('candidate', { experience: text });
    const asked = await poster.client.post(PATH.candidate, save);
    expect(asked.status).toBe(422);
    expect(asked.body.error).toMatchObject({
      code: 'anonymity-warning',
      warnings: [{ field: 'experience', kind: 'employer', label: 'a client you named on another listing' }],
    });
    expect((await poster.client.post(PATH.candidate, { ...save, anonymityConfirmed: true })).status).toBe(201);
    expect((await other.client.post(PATH.candidate, save)).status).toBe(201);
  });
});

describe('refusals counted per member', () => {
  it('counts each save refused for a blocking finding, with its kinds and never its text', async () => {
    const poster = await recruiter();
    const refused = await poster.client.post(PATH.job, bodyFor('job', { additional: 'Call 082 555 0147' }));
    expect(refused.status).toBe(422);
    const again = await poster.client.post(PATH.candidate, bodyFor('candidate', { additional: 'thabo@gmail.com' }));
    expect(again.status).toBe(422);
    const { rows } = await server.ctx.pool.query(
      `select listing_kind, finding_kind from anonymity_refusals where account_id = $1 order by id`,
      [poster.id],
    );
    expect(rows).toEqual([
      { listing_kind: 'job', finding_kind: 'phone' },
      { listing_kind: 'candidate', finding_kind: 'email' },
    ]);
  });
});

describe('GET /api/admin/anonymity', () => {
  it('lists listings with a confirmed warning and members often refused, with ids for links, admins only', async () => {
    const poster = await recruiter();
    const admin = await signIn(server, await buildAdmin(server));
    const confirmed = await poster.client.post(
      PATH.candidate,
      bodyFor('candidate', {
        candidateTitle: 'Plant Chemist',
        additional: 'Ex Sasol Secunda.',
        anonymityConfirmed: true,
      }),
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    const leak = 'Call 082 555 0147';
    for (const additional of [leak, 'thabo@gmail.com', leak])
      expect((await poster.client.post(PATH.job, bodyFor('job', { additional }))).status).toBe(422);
    // Another member refused once is not "often".
    const once = await recruiter();
    expect((await once.client.post(PATH.job, bodyFor('job', { additional: leak }))).status).toBe(422);

    const res = await admin.get('/api/admin/anonymity');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days: 90, minRefusals: 3 });
    const item = res.body.confirmed.find((one: { uid: string }) => one.uid === confirmed.body.uid);
    expect(item).toEqual({
      kind: 'candidate',
      uid: confirmed.body.uid,
      reference: confirmed.body.reference,
      title: 'Plant Chemist',
      ownerUid: poster.id,
      ownerName: expect.any(String),
      ownerCompany: expect.any(String),
      kinds: ['employer'],
      warnings: 1,
      confirmed: expect.any(String),
      isConfirmedByAdmin: false,
    });
    const refusing = res.body.refusing as Array<{ uid: string; refusals: number; kinds: string[] }>;
    expect(refusing.find((one) => one.uid === poster.id)).toMatchObject({ refusals: 3, kinds: ['phone', 'email'] });
    expect(refusing.find((one) => one.uid === once.id)).toBeUndefined();
    // No text of any listing or refusal in the answer.
    expect(JSON.stringify(res.body)).not.toMatch(/082 555|gmail|Sasol/);

    expect((await poster.client.get('/api/admin/anonymity')).status).toBe(403);
  });
});
