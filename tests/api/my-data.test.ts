/**
 * "My data" export: GET /api/me/export gives the signed-in member one JSON file
 * (an attachment) with every table of their own — profile, listings (closed too), proposals made
 * and received, deals, notes, audit entries, push subscriptions, consent — and a CSV per table,
 * and nothing of another member beyond what the app already shows them: the other side's contact
 * only on an approved proposal, never candidate identifier hashes or a password hash.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/api-helpers';
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

let a: Party;
let b: Party;
let c: Party;
let aJob: Listing;
let aCandidate: Listing;
let aClosed: Listing;
let bJob: Listing;
let bPrivateJob: Listing;
let bCandidate: Listing;
let cCandidate: Listing;
const ids: Record<string, string> = {};

async function accountId(email: string): Promise<string> {
  const { rows } = await server.ctx.pool.query<{ id: string }>('select id from accounts where email = $1', [email]);
  return rows[0]!.id;
}

beforeAll(async () => {
  [a, b, c] = await Promise.all([buildParty(server), buildParty(server), buildParty(server)]);
  aJob = await createJob(a, { sourcing: true });
  aCandidate = await createCandidate(a, {
    identifiers: { email: `secret-${a.email}`, passport: 'ZX9988776' },
  });
  aClosed = await createCandidate(a);
  await closeListingAs(a.client, 'candidate', aClosed.uid);
  await server.ctx.pool.query(
    `insert into import_mappings (account_id, kind, columns, "values") values ($1, 'job', $2, $3)`,
    [a.id, { Heading: 'jobTitle' }, { natures: { perm: 1 } }],
  );
  bJob = await createJob(b);
  bPrivateJob = await createJob(b);
  bCandidate = await createCandidate(b);
  cCandidate = await createCandidate(c);
  // A proposes to B (pending: B's contact stays hidden); B proposes to A and offers sourcing on A's
  // job (pending); C proposes to A and A approves (C's contact is A's to see, and a deal opens).
  ids.aToB = await propose(a.client, bJob, aCandidate);
  ids.bToA = await propose(b.client, aJob, bCandidate);
  ids.bOffer = await offer(b.client, aJob);
  ids.cToA = await propose(c.client, aJob, cCandidate);
  const approved = await a.client.post(`/api/matches/${ids.cToA}/approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  ids.a = await accountId(a.email);
  ids.b = await accountId(b.email);
  await server.ctx.pool.query(
    `insert into push_subscriptions (account_id, endpoint, p256dh, auth) values
       ($1, 'https://push.example.net/send/a-secret-token', 'p', 'x'),
       ($2, 'https://push.example.org/send/b-secret-token', 'p', 'x')`,
    [ids.a, ids.b],
  );
});

describe('GET /api/me/export', () => {
  it('gives visitors 401', async () => {
    const visitor = server.client();
    expectError(await visitor.get('/api/me/export'), 401);
  });

  it("holds every table's rows of the member, as JSON and CSV, in one attachment", async () => {
    const saved = await a.client.post('/api/saved-searches', { name: 'Java', kind: 'job', query: {}, alert: 'off' });
    const token = await a.client.post('/api/me/tokens', { name: 'Export script', scopes: ['read'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const res = await a.client.get('/api/me/export');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="recruiter-connect-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = res.body;
    expect(body.format).toBe('recruiter-connect-my-data/1');
    expect(body.profile).toMatchObject({ uid: ids.a, email: a.email, firstname: a.firstname, lastname: a.lastname });
    expect(body.jobs.map((l: any) => l.uid)).toEqual([aJob.uid]);
    expect(body.candidates.map((l: any) => l.uid).sort()).toEqual([aCandidate.uid, aClosed.uid].sort());
    expect(body.proposals.map((p: any) => p.uid).sort()).toEqual([ids.aToB, ids.bToA, ids.bOffer, ids.cToA].sort());
    // The other side's contact only where approved.
    const withContacts = body.proposals.filter((p: any) => 'contacts' in p).map((p: any) => p.uid);
    expect(withContacts).toEqual([ids.cToA]);
    expect(JSON.stringify(body.proposals)).toContain(c.email);
    expect(body.deals).toHaveLength(1);
    expect(body.deals[0]).toMatchObject({ cReference: cCandidate.reference, viewerRole: 'jobOwner' });
    expect(body.notes.length).toBeGreaterThanOrEqual(3); // proposals received
    expect(body.notes.every((n: any) => typeof n.deleted === 'boolean')).toBe(true);
    expect(body.audit.some((e: any) => e.byMe && e.targetId === ids.cToA)).toBe(true);
    expect(body.pushSubscriptions).toEqual([{ endpointHost: 'push.example.net', created: expect.any(String) }]);
    expect(body.savedSearches.map((x: any) => x.uid)).toEqual([saved.body.savedSearch.uid]);
    // Personal API tokens as the member lists them: never the secret nor its hash.
    expect(body.apiTokens.map((x: any) => x.uid)).toEqual([token.body.token.uid]);
    // The bulk import's saved mapping (docs/imports.md).
    expect(body.importMappings).toEqual([
      { kind: 'job', columns: { Heading: 'jobTitle' }, values: { natures: { perm: 1 } }, updated: expect.any(String) },
    ]);
    expect(JSON.stringify(body)).not.toContain(token.body.secret.slice(11));
    expect(body.consent.termsAccepted).toBe(body.profile.termsAccepted);
    expect(body.consent.candidates.map((x: any) => x.uid).sort()).toEqual([aCandidate.uid, aClosed.uid].sort());
    expect(body.consent.candidates.every((x: any) => /^\d{4}-\d{2}-\d{2}$/.test(x.consentDate))).toBe(true);

    // One CSV per table: a header and one line per row, each row's uid in it.
    const tables = [
      'profile',
      'jobs',
      'candidates',
      'proposals',
      'deals',
      'notes',
      'audit',
      'pushSubscriptions',
      'messages',
      'consent',
      'savedSearches',
      'apiTokens',
      'importMappings',
    ];
    expect(Object.keys(body.csv).sort()).toEqual([...tables].sort());
    for (const table of tables) {
      const rows = table === 'consent' ? body.consent.candidates : table === 'profile' ? [body.profile] : body[table];
      const lines = (body.csv[table] as string).trimEnd().split('\r\n');
      expect(lines[0]!.length, table).toBeGreaterThan(0);
      if (table !== 'notes' && table !== 'audit' && table !== 'proposals')
        expect(lines, table).toHaveLength(rows.length + 1);
      for (const row of rows) if (row.uid) expect(body.csv[table], table).toContain(row.uid);
    }
    expect(body.csv.jobs.split('\r\n')[0]).toContain('"uid"');
  });

  it("carries nothing of another member's beyond what the member already sees", async () => {
    const res = await a.client.get('/api/me/export');
    const text = JSON.stringify(res.body);
    // B's company is on B's sourcing offer (and its note), as the app shows it to the job's owner;
    // nowhere else.
    const offerView = res.body.proposals.find((p: any) => p.uid === ids.bOffer);
    expect(offerView.offeringCompany).toBe(b.company);
    const withoutOffer = JSON.stringify({
      ...res.body,
      proposals: res.body.proposals.filter((p: any) => p !== offerView),
      notes: [],
      csv: {},
    });
    expect(withoutOffer).not.toContain(b.company);
    // C's account id is not what A sees either (audit details carrying the parties' ids are left out).
    expect(text).not.toContain(await accountId(c.email));
    const bStrings = [
      ids.b,
      b.email,
      b.firstname,
      b.lastname,
      b.title,
      b.website!,
      b.cellphone!,
      bPrivateJob.uid,
      bPrivateJob.title,
      'b-secret-token',
      'push.example.org',
    ];
    const { rows: bNotes } = await server.ctx.pool.query<{ id: string }>('select id from notes where user_id = $1', [
      ids.b,
    ]);
    expect(bNotes.length).toBeGreaterThan(0);
    for (const s of [...bStrings, ...bNotes.map((n) => n.id)]) expect(text, s).not.toContain(s);
    // Nor secrets of A's own: no password or token hash, no identifier (or its hash), no push keys.
    const { rows: hashes } = await server.ctx.pool.query<{ hash: string }>(
      'select hash from candidate_identifiers where candidate_id = $1',
      [aCandidate.uid],
    );
    expect(hashes.length).toBeGreaterThan(0);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    const { rows: me } = await server.ctx.pool.query<{ password_hash: string }>(
      'select password_hash from accounts where id = $1',
      [ids.a],
    );
    expect(text).not.toContain(me[0]!.password_hash);
    expect(text).not.toContain(`secret-${a.email}`);
    expect(text).not.toContain('ZX9988776');
    expect(text).not.toMatch(/passwordHash|password_hash|p256dh|a-secret-token/);
    // B's own export has none of A's.
    const bText = JSON.stringify((await b.client.get('/api/me/export')).body);
    for (const s of [ids.a, a.email, a.firstname, a.lastname, aClosed.uid]) expect(bText, s).not.toContain(s);
  });
});
