/**
 * Saved searches with alerts: save, list, edit, pause and delete one's own (anyone
 * else's is 404); a listing posted or extended is matched in SQL against the saved searches —
 * newCount counts it once, an instant search notes (and pushes) at most once an hour, a daily one
 * is in the daily digest; never the member's own listing, never a lapsed, offboarded or
 * deletion-pending member; a per-member limit; in "download my data"; gone with the member (and
 * the notes they sent with proposals emptied).
 */
import { describe, expect, it } from 'vitest';
import { handleDigest } from '../../api/jobs/digest';
import { handleEraseDeletedAccounts } from '../../api/jobs/erase-deleted-accounts';
import { expectError } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { buildParty, createJob, createCandidate, notesOf, type Party } from '../support/fixtures/matches';
import { CAPE_TOWN, SANDTON, uniqueWord } from '../support/fixtures/listings';
import { waitForQueuesIdle } from '../support/queues';
import type { TestClient } from '../support/test-client';

const server = useTestServer();

type Saved = {
  uid: string;
  name: string;
  kind: string;
  query: Record<string, unknown>;
  alert: string;
  newCount: number;
};

async function save(client: TestClient, body: Record<string, unknown>): Promise<Saved> {
  const res = await client.post('/api/saved-searches', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.savedSearch as Saved;
}

async function listOf(client: TestClient): Promise<Saved[]> {
  const res = await client.get('/api/saved-searches');
  expect(res.status).toBe(200);
  return res.body.items as Saved[];
}

const countOf = async (client: TestClient, uid: string) =>
  (await listOf(client)).find((s) => s.uid === uid)?.newCount ?? -1;

/** The saved-search notes of a member (the bell). */
const savedNotes = async (party: Party) =>
  (await notesOf(server, party.id)).filter((n) => n.heading === 'Saved Search - New');

describe('saving, listing, editing and deleting', () => {
  it('saves the list screen’s query and returns it with newCount; only the owner sees it', async () => {
    const [me, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const saved = await save(me.client, {
      name: '  Java in Sandton  ',
      kind: 'job',
      query: { q: ' Java ', locations: `${SANDTON}`, categories: '23,5', maxAge: '7' },
      alert: 'instant',
    });
    expect(saved).toMatchObject({
      name: 'Java in Sandton',
      kind: 'job',
      query: { q: 'Java', locations: `${SANDTON}`, categories: '5,23', maxAge: 7 },
      alert: 'instant',
      paused: false,
      newCount: 0,
    });
    expect(Object.keys(saved)).toEqual(['uid', 'name', 'kind', 'query', 'alert', 'paused', 'newCount', 'created']);
    expect((await listOf(me.client)).map((s) => s.uid)).toEqual([saved.uid]);
    expect(await listOf(other.client)).toEqual([]);

    // Someone else's: not found, whatever the verb; it is unchanged.
    expectError(await other.client.request('PATCH', `/api/saved-searches/${saved.uid}`, { name: 'Mine now' }), 404);
    expectError(await other.client.request('DELETE', `/api/saved-searches/${saved.uid}`), 404);
    expectError(await me.client.request('DELETE', '/api/saved-searches/not-a-uid'), 404);

    const edited = await me.client.request('PATCH', `/api/saved-searches/${saved.uid}`, {
      name: 'Java devs',
      alert: 'daily',
      paused: true,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.savedSearch).toMatchObject({ name: 'Java devs', alert: 'daily', paused: true });
    expectError(await me.client.request('PATCH', `/api/saved-searches/${saved.uid}`, {}), 422);

    expect((await me.client.request('DELETE', `/api/saved-searches/${saved.uid}`)).status).toBe(204);
    expect(await listOf(me.client)).toEqual([]);
  });

  it('refuses a bad name, kind, alert or query with a clear 422, and more than 25 with 409', async () => {
    const me = await buildParty(server);
    const base = { name: 'Mine', kind: 'job', query: {}, alert: 'off' };
    expectError(await me.client.post('/api/saved-searches', { ...base, name: '  ' }), 422, {
      field: 'name',
      message: 'The Name field is required.',
    });
    expectError(await me.client.post('/api/saved-searches', { ...base, name: 'x'.repeat(81) }), 422, {
      field: 'name',
      message: 'The Name field may be at most 80 characters.',
    });
    expectError(await me.client.post('/api/saved-searches', { ...base, kind: 'deal' }), 422, { field: 'kind' });
    expectError(await me.client.post('/api/saved-searches', { ...base, alert: 'hourly' }), 422, {
      field: 'alert',
      message: "The Alert must be 'instant', 'daily' or 'off'.",
    });
    expectError(await me.client.post('/api/saved-searches', { ...base, query: { locations: 'Sandton' } }), 422, {
      message: 'The Locations filter is not valid.',
    });
    expectError(await me.client.post('/api/saved-searches', { ...base, query: { mine: 'true' } }), 422);
    expectError(await me.client.post('/api/saved-searches', { ...base, query: { maxAge: '5' } }), 422);

    for (let i = 0; i < 25; i++) await save(me.client, { ...base, name: `Search ${i}` });
    expectError(await me.client.post('/api/saved-searches', base), 409, {
      message: 'You can keep up to 25 saved searches. Delete one to save another.',
    });
    expect(await listOf(me.client)).toHaveLength(25);
  });
});

describe('matching a new or extended listing', () => {
  it('counts a listing that fits once, not one that does not, nor the member’s own; seen resets it', async () => {
    const [me, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const word = uniqueWord('plant');
    const saved = await save(me.client, {
      name: 'Plant',
      kind: 'job',
      query: { q: word, locations: `${SANDTON}`, categories: '23' },
      alert: 'off',
    });
    const other = await save(me.client, {
      name: 'Cape Town',
      kind: 'job',
      query: { q: word, locations: `${CAPE_TOWN}` },
      alert: 'off',
    });

    await createJob(poster, { jobTitle: `Engineer ${word}` });
    await expect.poll(() => countOf(me.client, saved.uid), { timeout: 15_000 }).toBe(1);
    // Another category, the keyword absent, a candidate, the member's own job: none counts.
    await createJob(poster, { jobTitle: `Engineer ${word}`, categories: [2] });
    await createJob(poster, { jobTitle: 'Engineer without it' });
    await createCandidate(poster, { candidateTitle: `Engineer ${word}` });
    await createJob(me, { jobTitle: `Engineer ${word}` });
    await waitForQueuesIdle(server);
    expect(await countOf(me.client, saved.uid)).toBe(1);
    expect(await countOf(me.client, other.uid)).toBe(0);
    // 'off': no note.
    expect(await savedNotes(me)).toEqual([]);

    const seen = await me.client.request('PATCH', `/api/saved-searches/${saved.uid}`, { seen: true });
    expect(seen.body.savedSearch.newCount).toBe(0);

    // Deleting it deletes what it matched (a trigger: the hits have no foreign key), and only that.
    const hitsOf = async (uid: string) =>
      (
        await server.ctx.pool.query('select count(*)::int as n from saved_search_hits where saved_search_id = $1', [
          uid,
        ])
      ).rows[0].n as number;
    await createJob(poster, { jobTitle: `Engineer ${word}`, locations: [CAPE_TOWN] });
    await expect.poll(() => hitsOf(other.uid), { timeout: 15_000 }).toBe(1);
    expect(await hitsOf(saved.uid)).toBe(1);
    expect((await me.client.request('DELETE', `/api/saved-searches/${saved.uid}`)).status).toBe(204);
    expect(await hitsOf(saved.uid)).toBe(0);
    expect(await hitsOf(other.uid)).toBe(1);
  });

  it('counts a listing extended while it is within the Date Posted window, once', async () => {
    const [me, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const word = uniqueWord('ext');
    const job = await createJob(poster, { jobTitle: `Engineer ${word}` });
    await waitForQueuesIdle(server);
    const saved = await save(me.client, { name: 'Ext', kind: 'job', query: { q: word }, alert: 'off' });
    expect((await poster.client.post(`/api/jobs/${job.uid}/extend`)).status).toBe(200);
    await expect.poll(() => countOf(me.client, saved.uid), { timeout: 15_000 }).toBe(1);
    expect((await poster.client.post(`/api/jobs/${job.uid}/extend`)).status).toBe(200);
    await waitForQueuesIdle(server);
    expect(await countOf(me.client, saved.uid)).toBe(1);
  });

  it('notes an instant search at once, then holds the next matches for the hour', async () => {
    const [me, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const word = uniqueWord('inst');
    const saved = await save(me.client, {
      name: 'Instant one',
      kind: 'candidate',
      query: { q: word },
      alert: 'instant',
    });
    const first = await createCandidate(poster, { candidateTitle: `Accountant ${word}` });
    await expect.poll(async () => (await savedNotes(me)).length, { timeout: 15_000 }).toBe(1);
    const [note] = await savedNotes(me);
    expect(note!.message).toBe(
      `1 new candidate match your saved search “Instant one”: ${first.reference} (Accountant ${word}).`,
    );
    expect(note!.link).toBe(`/candidates?q=${word}&saved=${saved.uid}`);

    await createCandidate(poster, { candidateTitle: `Accountant ${word} two` });
    await expect.poll(() => countOf(me.client, saved.uid), { timeout: 15_000 }).toBe(2);
    // The next note is due an hour after the first: nothing more within the test's horizon.
    await waitForQueuesIdle(server);
    expect(await savedNotes(me)).toHaveLength(1);
    const { rows } = await server.ctx.pool.query(
      `select count(*)::int as n from pgboss.job where name = 'saved-search-alert' and singleton_key = $1
         and state = 'created' and start_after > now() + interval '50 minutes'`,
      [saved.uid],
    );
    expect(rows[0].n).toBe(1);
  });

  it('alerts nobody who is offboarded, has asked to be deleted, or has lapsed; nor a paused search', async () => {
    const [lapsed, leaving, offboarded, paused, poster] = await Promise.all([
      buildParty(server),
      buildParty(server),
      buildParty(server),
      buildParty(server),
      buildParty(server),
    ]);
    const word = uniqueWord('gone');
    const searches = new Map<Party, Saved>();
    for (const party of [lapsed, leaving, offboarded, paused])
      searches.set(party, await save(party.client, { name: 'S', kind: 'job', query: { q: word }, alert: 'instant' }));
    await paused.client.request('PATCH', `/api/saved-searches/${searches.get(paused)!.uid}`, { paused: true });
    await server.ctx.pool.query(
      `update accounts set activated_at = now() - interval '20 days', trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
      [lapsed.id],
    );
    await server.ctx.pool.query(
      `update accounts set deletion_requested_at = now(), deletion_due_at = now() + interval '30 days' where id = $1`,
      [leaving.id],
    );
    await server.ctx.pool.query(`update accounts set is_deleted = true where id = $1`, [offboarded.id]);

    await createJob(poster, { jobTitle: `Engineer ${word}` });
    await waitForQueuesIdle(server);
    for (const party of [lapsed, leaving, offboarded]) {
      const { rows } = await server.ctx.pool.query(
        'select count(*)::int as n from saved_search_hits where saved_search_id = $1',
        [searches.get(party)!.uid],
      );
      expect(rows[0].n).toBe(0);
      expect(await savedNotes(party)).toEqual([]);
    }
    // Paused: counted, not noted.
    expect(await countOf(paused.client, searches.get(paused)!.uid)).toBe(1);
    expect(await savedNotes(paused)).toEqual([]);
  });

  it('puts a daily search’s matches in the daily digest, once', async () => {
    const [me, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const word = uniqueWord('daily');
    await save(me.client, { name: 'Daily one', kind: 'job', query: { q: word }, alert: 'daily' });
    const job = await createJob(poster, { jobTitle: `Engineer ${word}` });
    await expect.poll(async () => (await listOf(me.client))[0]?.newCount, { timeout: 15_000 }).toBe(1);
    await handleDigest(server.ctx, 'daily', {});
    await waitForQueuesIdle(server);
    const mails = server.smtp.to(me.email).filter((m) => /Daily summary/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('New for your saved search “Daily one” (1)');
    expect(mails[0]!.text).toContain(job.reference);
    expect(await savedNotes(me)).toEqual([]);
    // Told once: the next digest does not repeat it.
    await handleDigest(server.ctx, 'daily', {});
    await waitForQueuesIdle(server);
    expect(server.smtp.to(me.email).filter((m) => m.text.includes('Daily one'))).toHaveLength(1);
  });
});

describe('my data and erasure', () => {
  it('is in "download my data"', async () => {
    const me = await buildParty(server);
    const saved = await save(me.client, { name: 'Export me', kind: 'job', query: {}, alert: 'off' });
    const res = await me.client.get('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.body.savedSearches).toEqual([expect.objectContaining({ uid: saved.uid, name: 'Export me' })]);
    expect(res.body.csv.savedSearches).toContain('Export me');
  });

  it('is deleted with what it matched when the account is erased, and the notes the member sent are emptied', async () => {
    const [me, poster] = await Promise.all([buildParty(server), buildParty(server)]);
    const word = uniqueWord('erase');
    const saved = await save(me.client, { name: 'Erase me', kind: 'job', query: { q: word }, alert: 'off' });
    await createJob(poster, { jobTitle: `Engineer ${word}` });
    await expect.poll(() => countOf(me.client, saved.uid), { timeout: 15_000 }).toBe(1);
    const job = await createJob(poster);
    const candidate = await createCandidate(me);
    const proposed = await me.client.post('/api/matches', {
      job: job.uid,
      candidate: candidate.uid,
      note: 'Strong fit for your client.',
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);

    await server.ctx.pool.query(
      `update accounts set deletion_requested_at = now() - interval '31 days', deletion_due_at = now() - interval '1 minute' where id = $1`,
      [me.id],
    );
    expect(await handleEraseDeletedAccounts(server.ctx, null)).toContain(me.id);
    const left = await server.ctx.pool.query(
      `select (select count(*)::int from saved_searches where account_id = $1) as searches,
              (select count(*)::int from saved_search_hits where saved_search_id = $2) as hits,
              (select count(*)::int from proposals where proposer_id = $1 and note is not null) as notes`,
      [me.id, saved.uid],
    );
    expect(left.rows[0]).toEqual({ searches: 0, hits: 0, notes: 0 });
  });
});
