/**
 * In-app notes over the API (spec “Entities and their fields” Note, spec “States and transitions” Note, spec “Roles and permissions”, spec “The calls it makes” notes, spec “Business constants and limits”): GET /api/notes gives
 * only the caller's notes of the last 14 days, newest first, at most 100, with the unread
 * count; POST /api/notes/:uid/read and DELETE /api/notes/:uid work for the recipient only
 * (delete is soft and marks the note read); anyone else gets 404 and nothing changes.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import {
  DAY_MS,
  buildCast,
  buildParty,
  createCandidate,
  createJob,
  propose,
  type Cast,
  type Party,
} from '../support/fixtures/matches';

const server = useTestServer();
let cast: Cast;

beforeAll(async () => {
  cast = await buildCast(server);
});

const NOTE_NOT_FOUND = { message: 'That notification could not be found.' };

type NoteOptions = { ageMs?: number; heading?: string; read?: boolean; deleted?: boolean; link?: string | null };

/** A note written straight into the database, `ageMs` old. */
async function insertNote(userId: string, options: NoteOptions = {}): Promise<string> {
  const { rows } = await server.ctx.pool.query<{ id: string }>(
    `insert into notes (user_id, heading, message, link, is_read, is_deleted, created_at)
     values ($1, $2, $3, $4, $5, $6, now() - make_interval(secs => $7::double precision / 1000))
     returning id`,
    [
      userId,
      options.heading ?? 'Match Proposal - New',
      'A candidate was proposed for your job spec.',
      options.link === undefined ? `/match/proposal/${randomUUID()}` : options.link,
      options.read ?? false,
      options.deleted ?? false,
      options.ageMs ?? 0,
    ],
  );
  return rows[0]!.id;
}

async function noteRow(id: string) {
  const { rows } = await server.ctx.pool.query<{ user_id: string; is_read: boolean; is_deleted: boolean }>(
    'select user_id, is_read, is_deleted from notes where id = $1',
    [id],
  );
  return rows[0];
}

async function listNotes(party: Party): Promise<{ uids: string[]; unread: number; items: any[] }> {
  const res = await party.client.get('/api/notes');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Object.keys(res.body).sort()).toEqual(['items', 'unread']);
  const items = res.body.items as any[];
  return { uids: items.map((n) => n.uid as string), unread: res.body.unread as number, items };
}

describe('GET /api/notes', () => {
  it('gives visitors 401 on every notes route and changes nothing', async () => {
    const owner = await buildParty(server);
    const id = await insertNote(owner.id);
    const visitor = server.client();
    expectError(await visitor.get('/api/notes'), 401);
    expectError(await visitor.post(`/api/notes/${id}/read`), 401);
    expectError(await visitor.delete(`/api/notes/${id}`), 401);
    expect(await noteRow(id)).toMatchObject({ is_read: false, is_deleted: false });
  });

  it('gives only the caller’s notes of the last 14 days, newest first, with the unread count', async () => {
    const [a, b] = await Promise.all([buildParty(server), buildParty(server)]);
    const newest = await insertNote(a.id, {
      ageMs: 60_000,
      heading: 'Match Proposal - Accepted',
      link: '/match/approved/x',
    });
    const read = await insertNote(a.id, { ageMs: 2 * DAY_MS, read: true });
    const threeDays = await insertNote(a.id, { ageMs: 3 * DAY_MS, link: null });
    const almostTwoWeeks = await insertNote(a.id, { ageMs: 13.9 * DAY_MS });
    await insertNote(a.id, { ageMs: 15 * DAY_MS });
    await insertNote(a.id, { ageMs: DAY_MS, deleted: true, read: true });
    await insertNote(a.id, { ageMs: 1.5 * DAY_MS, deleted: true });
    const ofB = await insertNote(b.id, { ageMs: 0 });

    const listed = await listNotes(a);
    expect(listed.uids).toEqual([newest, read, threeDays, almostTwoWeeks]);
    expect(listed.unread).toBe(3);
    expect(listed.items[0]).toEqual({
      uid: newest,
      heading: 'Match Proposal - Accepted',
      message: 'A candidate was proposed for your job spec.',
      link: '/match/approved/x',
      created: expect.any(String),
      read: false,
    });
    expect(Date.now() - new Date(listed.items[0].created).getTime()).toBeGreaterThanOrEqual(60_000 - 5_000);
    expect(listed.items.map((n) => n.read)).toEqual([false, true, false, false]);
    expect(listed.items[2].link).toBeNull();
    const created = listed.items.map((n) => new Date(n.created).getTime());
    expect([...created].sort((x, y) => y - x)).toEqual(created);

    expect((await listNotes(b)).uids).toEqual([ofB]);
    expect((await listNotes(cast.admin)).uids).not.toContain(newest);
  });

  it('drops a note once it is more than 14 days old', async () => {
    const a = await buildParty(server);
    const id = await insertNote(a.id, { ageMs: 13 * DAY_MS });
    expect((await listNotes(a)).uids).toEqual([id]);
    await server.ctx.pool.query(`update notes set created_at = now() - interval '15 days' where id = $1`, [id]);
    expect(await listNotes(a)).toMatchObject({ uids: [], unread: 0 });
    expect((await a.client.get('/api/dashboard')).body.unreadNotes).toBe(0);
  });

  it('gives at most the 100 newest of 105 notes', async () => {
    const a = await buildParty(server);
    await server.ctx.pool.query(
      `insert into notes (user_id, heading, message, created_at)
       select $1, 'Bulk ' || i, 'Message ' || i, now() - make_interval(mins => i) from generate_series(0, 104) as i`,
      [a.id],
    );
    const listed = await listNotes(a);
    expect(listed.items).toHaveLength(100);
    expect(listed.items.map((n) => n.heading)).toEqual(Array.from({ length: 100 }, (_, i) => `Bulk ${i}`));
    expect(listed.unread).toBe(100);
  });

  it('lists the note a real proposal wrote for its recipient only', async () => {
    const [jobOwner, candidateOwner] = await Promise.all([buildParty(server), buildParty(server)]);
    const [job, candidate] = await Promise.all([createJob(jobOwner), createCandidate(candidateOwner)]);
    const uid = await propose(candidateOwner.client, job, candidate);
    const listed = await listNotes(jobOwner);
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      heading: 'Match Proposal - New',
      link: `/match/proposal/${uid}`,
      read: false,
    });
    expect(listed.unread).toBe(1);
    expect((await listNotes(candidateOwner)).items).toHaveLength(0);
  });
});

describe('POST /api/notes/:uid/read', () => {
  it('marks the recipient’s note read', async () => {
    const a = await buildParty(server);
    const id = await insertNote(a.id);
    const other = await insertNote(a.id, { ageMs: 1000 });
    const res = await a.client.post(`/api/notes/${id}/read`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.note).toMatchObject({ uid: id, read: true });
    expect(await noteRow(id)).toMatchObject({ is_read: true, is_deleted: false });
    expect(await noteRow(other)).toMatchObject({ is_read: false });
    expect(await listNotes(a)).toMatchObject({ uids: [id, other], unread: 1 });
    // Reading it again changes nothing.
    expect((await a.client.post(`/api/notes/${id}/read`)).status).toBe(200);
    expect((await a.client.get('/api/dashboard')).body.unreadNotes).toBe(1);
  });

  it('gives anyone else 404 and leaves the note unread', async () => {
    const a = await buildParty(server);
    const id = await insertNote(a.id);
    for (const outsider of [cast.third, cast.hiring, cast.admin]) {
      const res = await outsider.client.post(`/api/notes/${id}/read`);
      expectError(res, 404, NOTE_NOT_FOUND);
      expect(JSON.stringify(res.body)).not.toContain(id);
    }
    expect(await noteRow(id)).toMatchObject({ user_id: a.id, is_read: false, is_deleted: false });
  });

  it('gives 404 to malformed, unknown and deleted notes', async () => {
    const a = await buildParty(server);
    const deleted = await insertNote(a.id, { deleted: true });
    for (const uid of ['not-a-uuid', '1', `${randomUUID()}x`, randomUUID(), deleted]) {
      expectError(await a.client.post(`/api/notes/${uid}/read`), 404, NOTE_NOT_FOUND);
    }
    expect(await noteRow(deleted)).toMatchObject({ is_read: false, is_deleted: true });
  });
});

describe('POST /api/notes/read-all', () => {
  it('marks every one of the caller’s notes read, and nobody else’s', async () => {
    const [a, b] = await Promise.all([buildParty(server), buildParty(server)]);
    const ids = [await insertNote(a.id), await insertNote(a.id, { ageMs: 3_600_000 }), await insertNote(a.id)];
    const deleted = await insertNote(a.id, { deleted: true });
    const theirs = await insertNote(b.id);
    expect((await listNotes(a)).unread).toBe(3);
    const res = await a.client.post('/api/notes/read-all');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ marked: 3, unread: 0 });
    for (const id of ids) expect(await noteRow(id)).toMatchObject({ is_read: true });
    expect(await noteRow(deleted)).toMatchObject({ is_read: false, is_deleted: true });
    expect(await noteRow(theirs)).toMatchObject({ is_read: false });
    expect(await listNotes(a)).toMatchObject({ unread: 0 });
    expect((await a.client.get('/api/dashboard')).body.unreadNotes).toBe(0);
    // Again: nothing left to mark.
    expect((await a.client.post('/api/notes/read-all')).body).toEqual({ marked: 0, unread: 0 });
    expect((await server.client().post('/api/notes/read-all')).status).toBe(401);
  });
});

describe('DELETE /api/notes/:uid', () => {
  it('soft-deletes the recipient’s note and marks it read', async () => {
    const a = await buildParty(server);
    const id = await insertNote(a.id);
    const kept = await insertNote(a.id, { ageMs: 1000 });
    const res = await a.client.delete(`/api/notes/${id}`);
    expect(res.status).toBe(204);
    expect(await noteRow(id)).toMatchObject({ user_id: a.id, is_read: true, is_deleted: true });
    expect(await listNotes(a)).toMatchObject({ uids: [kept], unread: 1 });
    expect((await a.client.get('/api/dashboard')).body.unreadNotes).toBe(1);
    // Once deleted it is gone for every route.
    expectError(await a.client.delete(`/api/notes/${id}`), 404, NOTE_NOT_FOUND);
    expectError(await a.client.post(`/api/notes/${id}/read`), 404, NOTE_NOT_FOUND);
  });

  it('gives anyone else 404 and deletes nothing', async () => {
    const a = await buildParty(server);
    const id = await insertNote(a.id);
    for (const outsider of [cast.third, cast.hiring, cast.admin]) {
      const res = await outsider.client.delete(`/api/notes/${id}`);
      expectError(res, 404, NOTE_NOT_FOUND);
      expect(JSON.stringify(res.body)).not.toContain(id);
    }
    expect(await noteRow(id)).toMatchObject({ is_read: false, is_deleted: false });
    expect(await listNotes(a)).toMatchObject({ uids: [id], unread: 1 });
  });

  it('gives 404 to malformed and unknown ids', async () => {
    const a = await buildParty(server);
    const id = await insertNote(a.id);
    for (const uid of ['not-a-uuid', '1', randomUUID()])
      expectError(await a.client.delete(`/api/notes/${uid}`), 404, NOTE_NOT_FOUND);
    expect(await noteRow(id)).toMatchObject({ is_read: false, is_deleted: false });
  });
});
