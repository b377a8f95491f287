/**
 * GET /api/events (api/live/, docs/conversations.md § Live): a member's open tab hears, without
 * asking, that a note, a message of one of their threads or an event of one of their deals was
 * written — from the database's own notifications (migration 0032), so whichever process wrote
 * it. Only their own; a nudge, never the content; bounded per member and per process.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { parseLiveNotification } from '../../api/live/live-events';
import { expectError } from '../support/api-helpers';
import { buildDealParty, moveDeal, openDeal } from '../support/fixtures/deals';
import { createJob } from '../support/fixtures/matches';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { signIn } from '../support/factories';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Fails unless `settles` has settled within `seconds`. */
async function withinSeconds(settles: Promise<unknown>, seconds: number): Promise<void> {
  const late = Symbol('late');
  const outcome = await Promise.race([settles, sleep(seconds * 1000).then(() => late)]);
  expect(outcome, `not within ${seconds} s`).not.toBe(late);
}

const MAX_STREAMS = 14;
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const server = useTestServer({ env: { LIVE_MAX_STREAMS: String(MAX_STREAMS) } });

type Heard = { event: string; data: Record<string, string> };

/** An open event stream: what it has heard so far, and a wait for the next event that fits. */
type Stream = {
  status: number;
  headers: Headers;
  heard: Heard[];
  /** Settles when the server has ended the stream. */
  ended: Promise<void>;
  waitFor(event: string, fits?: (data: Record<string, string>) => boolean): Promise<Heard>;
  close(): void;
};

const open: Stream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function listen(client: TestClient): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${client.baseUrl}/api/events`, {
    headers: { cookie: client.cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const heard: Heard[] = [];
  const waiters: Array<() => void> = [];
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let text = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) heard.push({ event, data: JSON.parse(data ?? '{}') as Record<string, string> });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // closed by the test
      }
    })();
  }
  const stream: Stream = {
    status: res.status,
    headers: res.headers,
    heard,
    ended,
    async waitFor(event, fits = () => true) {
      for (;;) {
        const found = heard.find((h) => h.event === event && fits(h.data));
        if (found) return found;
        await new Promise<void>((wake) => waiters.push(wake));
      }
    },
    close: () => abort.abort(),
  };
  open.push(stream);
  return stream;
}

describe('GET /api/events', () => {
  it('is for signed-in members only', async () => {
    const visitor = new (await import('../support/test-client')).TestClient(server.url);
    await expectError(await visitor.get('/api/events'), 401);
  });

  it('opens a stream that is neither cached nor compressed, and tells the browser when to reconnect', async () => {
    const member = await buildDealParty(server);
    const stream = await listen(member.client);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-transform');
    expect(stream.headers.get('content-encoding')).toBeNull();
  });

  it('tells the owner of a listing of a new question (the bell and the conversation) and the asker of the answer, and no one else', async () => {
    const [owner, asker, stranger] = await Promise.all([
      buildDealParty(server),
      buildDealParty(server),
      buildDealParty(server),
    ]);
    const job = await createJob(owner);
    const [ownerStream, askerStream, strangerStream] = await Promise.all([
      listen(owner.client),
      listen(asker.client),
      listen(stranger.client),
    ]);

    const asked = await asker.client.post('/api/threads', {
      listingUid: job.uid,
      kind: 'job',
      body: 'Is the role open to candidates from Gqeberha?',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const threadUid = asked.body.thread.uid as string;
    await ownerStream.waitFor('note');
    await ownerStream.waitFor('message', (d) => d.thread === threadUid);
    await askerStream.waitFor('message', (d) => d.thread === threadUid);

    // The owner reads it: the asker's tab hears of the read receipt; then the answer.
    expect((await owner.client.get(`/api/threads/${threadUid}`)).status).toBe(200);
    const answered = await owner.client.post(`/api/threads/${threadUid}/messages`, { body: 'Yes, hybrid.' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    await askerStream.waitFor('note');
    await expect.poll(() => askerStream.heard.filter((h) => h.event === 'message').length).toBeGreaterThanOrEqual(2);

    // The stranger's stream heard none of it: a nudge of their own arrives, alone.
    const job2 = await createJob(stranger);
    await asker.client.post('/api/threads', { listingUid: job2.uid, kind: 'job', body: 'Is this remote?' });
    await strangerStream.waitFor('note');
    expect(strangerStream.heard.every((h) => h.event !== 'message' || h.data.thread !== threadUid)).toBe(true);
    // Nudges only: no body, name or note text travels on the stream.
    for (const { data } of [...ownerStream.heard, ...askerStream.heard])
      expect(Object.keys(data).every((key) => key === 'thread' || key === 'deal')).toBe(true);
  });

  it('tells both parties of a deal of each event on its timeline', async () => {
    const deal = await openDeal(server);
    const [ownerStream, partnerStream] = await Promise.all([listen(deal.jobOwner.client), listen(deal.partner.client)]);
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'interviewing' });
    await ownerStream.waitFor('deal', (d) => d.deal === deal.uid);
    await partnerStream.waitFor('deal', (d) => d.deal === deal.uid);
  });

  it('tells each member of a bulk message of their note, once', async () => {
    const [admin, first, second] = await Promise.all([
      buildDealParty(server, 'admin'),
      buildDealParty(server),
      buildDealParty(server),
    ]);
    const streams = await Promise.all([listen(first.client), listen(second.client)]);
    const sent = await admin.client.post('/api/admin/messages', { heading: 'Note - Test', message: 'Hello all' });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    // A later notification of the database's, to both: each stream hears its own in commit order,
    // so once it has this one, it has heard everything the bulk message sent it.
    await server.ctx.pool.query(`SELECT pg_notify('rc_live', $1)`, [
      JSON.stringify({ a: [first.id, second.id], e: 'deal', d: { deal: 'after-the-bulk-message' } }),
    ]);
    for (const stream of streams) {
      await stream.waitFor('deal', (d) => d.deal === 'after-the-bulk-message');
      expect(stream.heard.filter((h) => h.event === 'note')).toHaveLength(1);
    }
  });

  it.runIf(onServer)(
    "tells a statement's notes in one notification per 100 members, and one member's as before",
    async () => {
      // 250 members' notes in one INSERT, as a bulk message writes them: 3 notifications, not 250.
      const prefix = `live-${Math.random().toString(36).slice(2, 8)}`;
      const { rows } = await server.ctx.pool.query<{ id: string }>(
        `INSERT INTO accounts (email, password_hash, company_type, notifications)
         SELECT $1 || '-' || g || '@example.co.za', 'x', 1, '{}' FROM generate_series(1, 250) g RETURNING id`,
        [prefix],
      );
      const ids = new Set(rows.map((r) => r.id));
      const heard: string[] = [];
      const listener = new pg.Client({ connectionString: server.ctx.config.DATABASE_URL });
      listener.on('error', () => undefined);
      await listener.connect();
      try {
        listener.on('notification', (n) => heard.push(n.payload ?? ''));
        await listener.query('LISTEN rc_live');
        await server.ctx.pool.query(
          `INSERT INTO notes (user_id, heading, message) SELECT id, 'Note - Test', 'All' FROM accounts WHERE email LIKE $1`,
          [`${prefix}-%`],
        );
        await server.ctx.pool.query(`INSERT INTO notes (user_id, heading, message) VALUES ($1, 'Note - Test', 'One')`, [
          rows[0]!.id,
        ]);
        // Notifications arrive in commit order: once this one is heard, every earlier one has been.
        await server.ctx.pool.query(`SELECT pg_notify('rc_live', $1)`, [`${prefix}-end`]);
        await expect.poll(() => heard.includes(`${prefix}-end`)).toBe(true);
      } finally {
        await listener.end();
      }
      const ours = heard
        .map((payload) => parseLiveNotification(payload))
        .filter((event) => event?.accountIds.some((id) => ids.has(id)));
      // The statement's three in any order (its groups are not ordered), then the single note.
      expect(
        ours
          .slice(0, 3)
          .map((event) => event!.accountIds.length)
          .sort((a, b) => b - a),
      ).toEqual([100, 100, 50]);
      expect(ours[3]?.accountIds).toEqual([rows[0]!.id]);
      expect(ours).toHaveLength(4);
      expect(new Set(ours.slice(0, 3).flatMap((event) => event!.accountIds))).toEqual(ids);
      // One member's note: the payload a process of the previous release understands.
      expect(heard).toContain(`{"a" : "${rows[0]!.id}", "e" : "note"}`);
    },
  );

  it('ends a stream when its session signs out, and every stream of a member who is offboarded', async () => {
    const [member, admin] = await Promise.all([buildDealParty(server), buildDealParty(server, 'admin')]);
    const otherDevice = await signIn(server, member);
    const [first, second, secondToo] = await Promise.all([
      listen(member.client),
      listen(otherDevice),
      listen(otherDevice),
    ]);
    const isOver = (stream: Stream) => Promise.race([stream.ended.then(() => true), sleep(200).then(() => false)]);

    // Signing out on one device ends that session's stream (its tab is told to refetch first).
    expect((await member.client.post('/api/auth/logout')).status).toBeLessThan(300);
    await withinSeconds(first.ended, 5);
    expect(first.heard.at(-1)?.event).toBe('resync');
    expect(await isOver(second)).toBe(false);

    // Offboarding ends the sessions of every device: their streams end too.
    expect((await admin.client.post(`/api/admin/accounts/${member.id}/offboard`)).status).toBe(200);
    await withinSeconds(Promise.all([second.ended, secondToo.ended]), 5);
  });

  it('ends a stream whose session has passed the absolute limit since sign-in', async () => {
    const member = await buildDealParty(server);
    const stream = await listen(member.client);
    expect(stream.status).toBe(200);
    // Signed in long ago: the next request would be signed out; the stream ends at its next check.
    await server.ctx.pool.query(
      `update session set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb(1000))::json where sess #>> '{passport,user}' = $1`,
      [member.id],
    );
    await server.ctx.live.checkNow();
    await withinSeconds(stream.ended, 5);
  });

  it('keeps at most 10 streams per member and LIVE_MAX_STREAMS per process', async () => {
    const [many, other, late] = await Promise.all([
      buildDealParty(server),
      buildDealParty(server),
      buildDealParty(server),
    ]);
    const mine = await Promise.all(Array.from({ length: 10 }, () => listen(many.client)));
    expect(mine.map((s) => s.status)).toEqual(Array(10).fill(200));
    const eleventh = await listen(many.client);
    expect(eleventh.status).toBe(429);

    // Fill the process: MAX_STREAMS in all, then the next member is told to come back.
    const rest = await Promise.all(Array.from({ length: MAX_STREAMS - 10 }, () => listen(other.client)));
    expect(rest.every((s) => s.status === 200)).toBe(true);
    const refused = await listen(late.client);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');

    // A closed stream frees its place.
    mine[0]!.close();
    await expect
      .poll(async () => {
        const again = await listen(late.client);
        again.close();
        return again.status;
      })
      .toBe(200);
  });
});
