/**
 * Conversations (docs/conversations.md): anonymous questions on another member's listing, and the
 * conversation of an approved match, offer and deal. Every rule is server-enforced: only the two
 * parties (and administrators, read-only) see a thread; a question thread leaks neither party's
 * name, e-mail, phone or company in any response body, note, push or mail (scanned here for both
 * parties); the anonymity guard refuses contact details; messages ≤ 2,000 characters; lapsed,
 * offboarded and deletion-pending members cannot start threads and theirs close; mute; report
 * (audited); rate limits; read receipts; the unread digest; the deal timeline; "My data"; erasure.
 */
import { randomUUID } from 'node:crypto';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleThreadDigest } from '../../api/jobs/thread-digest';
import { expectError, waitForMails } from '../support/api-helpers';
import {
  buildParty,
  closeListingAs,
  createCandidate,
  createJob,
  mailBody,
  offer,
  propose,
  type Listing,
  type Party,
} from '../support/fixtures/matches';
import { uniqueWord } from '../support/fixtures/listings';
import { LocalPushService } from '../support/fixtures/push-service';
import { waitForQueuesIdle } from '../support/queues';
import type { TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { THREAD_MESSAGES } from '../../shared/schemas/threads';
import { ERASED_MESSAGE } from '../../api/services/threads/erase-member-messages';

const START_LIMIT = 5;
const MESSAGE_LIMIT = 12;
const DAY_MS = 86_400_000;

let push: LocalPushService;
afterAll(async () => {
  await push?.stop();
});
const server = useTestServer({
  env: {
    PUSH_ALLOW_LOCAL: 'true',
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    THREAD_START_LIMIT_PER_ACCOUNT: String(START_LIMIT),
    THREAD_MESSAGE_LIMIT_PER_ACCOUNT: String(MESSAGE_LIMIT),
  },
});

let admin: Party;
beforeAll(async () => {
  push = new LocalPushService(server.ctx.vapid.publicKey);
  await push.start();
  admin = await buildParty(server, 'admin');
});

/** What would tell a reader who the member is. */
const identityOf = (party: Party): string[] =>
  [party.firstname, party.lastname, party.email, party.company, party.cellphone ?? ''].filter((v) => v.length > 0);

function expectAnonymous(what: string, text: string, parties: Party[]): void {
  for (const party of parties)
    for (const value of identityOf(party))
      expect(text.toLowerCase(), `${what} leaks ${value}`).not.toContain(value.toLowerCase());
}
const scanned: Array<{ what: string; text: string }> = [];
/** Keeps an anonymous thread's response body for the scan. */
function keep(what: string, res: TestResponse): TestResponse {
  scanned.push({ what, text: JSON.stringify(res.body) });
  return res;
}

async function subscribe(party: Party): Promise<string> {
  const name = `threads-${uniqueWord()}`;
  const res = await party.client.post('/api/push/subscriptions', push.subscription(name));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return name;
}

async function ask(asker: Party, listing: Listing, kind: 'job' | 'candidate', body: string): Promise<string> {
  const res = await asker.client.post('/api/threads', { listingUid: listing.uid, kind, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.thread.uid as string;
}

async function write(party: Party, uid: string, body: string): Promise<TestResponse> {
  return party.client.post(`/api/threads/${uid}/messages`, { body });
}

async function lapse(party: Party): Promise<void> {
  await server.ctx.pool.query(
    `update accounts set activated_at = $2, trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
    [party.id, new Date(Date.now() - 20 * DAY_MS)],
  );
}

/** The anonymity guard's 422: on `body`, with the span it found. */
function expectRefused(res: TestResponse, message: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.error).toMatchObject({
    field: 'body',
    message,
    code: 'anonymity',
    finding: { kind: expect.any(String) },
  });
}

/**
 * The unread digest as its job runs it, `minutes` from now (the job queued by each message is due
 * 15 minutes later by the wall clock; a test cannot wait for it). Its mail goes out as any other.
 */
async function runDigest(party: Party, minutes: number): Promise<void> {
  const now = new Date(Date.now() + minutes * 60_000).toISOString();
  await handleThreadDigest(server.ctx, {
    id: randomUUID(),
    name: 'thread-digest',
    data: { accountId: party.id, now },
  } as Job);
}

async function notesOf(party: Party, threadUid: string) {
  const { rows } = await server.ctx.pool.query<{ heading: string; message: string }>(
    'select heading, message from notes where user_id = $1 and link = $2 order by created_at',
    [party.id, `/messages/${threadUid}`],
  );
  return rows;
}

describe('an anonymous question on another member’s listing', () => {
  it('opens a thread between asker and owner that names neither, in any body, note, push or mail', async () => {
    const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
    const [ownerDevice, askerDevice] = await Promise.all([subscribe(owner), subscribe(asker)]);
    const job = await createJob(owner);

    const created = keep(
      'POST /api/threads',
      await asker.client.post('/api/threads', {
        listingUid: job.uid,
        kind: 'job',
        body: 'Is the client open to a hybrid arrangement for this role?',
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const thread = created.body.thread;
    expect(thread).toMatchObject({
      kind: 'question',
      viewerRole: 'asker',
      listing: { kind: 'job', uid: job.uid, reference: job.reference, title: job.title },
      counterpart: { label: 'The job spec’s recruiter', name: null, company: null },
      status: 'open',
      proposalUid: null,
      dealUid: null,
      abilities: { canWrite: true, canMute: true, canReport: true, canPropose: true },
    });

    // The owner is told by the bell and a push, with the listing's reference and a label only.
    const notes = await notesOf(owner, thread.uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.heading).toBe('Question - New');
    expect(notes[0]!.message).toContain('A member with a matching candidate');
    expect(notes[0]!.message).toContain(job.reference);
    await expect.poll(() => push.received.filter((r) => r.path.endsWith(ownerDevice)).length).toBe(1);

    const list = keep('GET /api/threads (owner)', await owner.client.get('/api/threads'));
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(1);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      uid: thread.uid,
      viewerRole: 'owner',
      counterpart: { label: 'A member with a matching candidate', name: null, company: null },
      unread: 1,
      abilities: { canWrite: true, canPropose: false },
    });

    const seen = keep('GET /api/threads/:uid (owner)', await owner.client.get(`/api/threads/${thread.uid}`));
    expect(seen.status).toBe(200);
    expect(seen.body.messages).toEqual([
      {
        uid: expect.any(String),
        body: 'Is the client open to a hybrid arrangement for this role?',
        mine: false,
        created: expect.any(String),
        read: false,
        readAt: null,
      },
    ]);
    // Read receipts: the owner's tab marks it read; the asker sees it read.
    keep('POST read', await owner.client.post(`/api/threads/${thread.uid}/read`));
    const answer = keep(
      'POST messages (owner)',
      await write(owner, thread.uid, 'Yes: three days in the office, two at home.'),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toMatchObject({ mine: true, read: false });
    const asked = keep('GET /api/threads/:uid (asker)', await asker.client.get(`/api/threads/${thread.uid}`));
    expect(asked.body.messages.map((m: { mine: boolean; read: boolean }) => [m.mine, m.read])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(asked.body.thread.unread).toBe(1);
    keep('GET /api/threads (asker)', await asker.client.get('/api/threads'));
    await expect.poll(() => push.received.filter((r) => r.path.endsWith(askerDevice)).length).toBe(1);

    // Asking again adds to the same thread.
    expect(await ask(asker, job, 'job', 'And is relocation paid?')).toBe(thread.uid);

    // The unread digest 15 minutes on: one mail to the asker, one to the owner, naming no one.
    for (const party of [owner, asker]) await runDigest(party, 16);
    const [ownerMail] = await waitForMails(server, owner.email, /unread message/, 1);
    const [askerMail] = await waitForMails(server, asker.email, /unread message/, 1);
    expect(ownerMail!.text).toContain(job.reference);
    expect(ownerMail!.text).toContain('A member with a matching candidate');
    expect(askerMail!.text).toContain('The job spec’s recruiter');

    // The scan: every body, note, push and mail of this thread, for both parties' identities.
    const parties = [owner, asker];
    for (const { what, text } of scanned) expectAnonymous(what, text, parties);
    for (const party of parties)
      for (const note of await notesOf(party, thread.uid))
        expectAnonymous('note', `${note.heading} ${note.message}`, parties);
    const pushes = push.received.filter((r) => r.path.endsWith(ownerDevice) || r.path.endsWith(askerDevice));
    expect(pushes.length).toBeGreaterThanOrEqual(3);
    for (const received of pushes) expectAnonymous('push', JSON.stringify(received.payload), parties);
    expectAnonymous('owner mail', mailBody(ownerMail!), parties);
    expectAnonymous('asker mail', mailBody(askerMail!), parties);
  });

  it('works on a candidate as on a job spec, with the candidate’s labels', async () => {
    const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
    const candidate = await createCandidate(owner);
    const uid = await ask(asker, candidate, 'candidate', 'What notice period does the candidate have?');
    const own = await owner.client.get(`/api/threads/${uid}`);
    expect(own.body.thread.counterpart.label).toBe('A member with a matching job spec');
    const theirs = await asker.client.get(`/api/threads/${uid}`);
    expect(theirs.body.thread.counterpart.label).toBe('The candidate’s recruiter');
  });

  it('refuses contact details and identities in a message (422 on body), both ways', async () => {
    const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner);
    const refusal = (label: string) => `This text may reveal who the candidate or client is: ${label}.`;
    const cases: Array<[string, string]> = [
      [`Write to me at ${asker.email} please`, 'your own contact details'],
      [`Call ${asker.cellphone}`, 'your own contact details'],
      [`We are ${asker.company}, nice to meet you`, 'your own contact details'],
      [`Regards, ${asker.firstname} ${asker.lastname}`, 'your own contact details'],
      ['Mail jane.doe@example.org for more', 'an e-mail address'],
      ['See https://example.org/jobs/42', 'a web address'],
    ];
    for (const [body, label] of cases) {
      const res = await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body });
      expectRefused(res, refusal(label));
    }
    expect((await asker.client.get('/api/threads')).body.items).toEqual([]);
    const uid = await ask(asker, job, 'job', 'Is the salary negotiable?');
    expectRefused(await write(owner, uid, `Sure, phone ${owner.cellphone}`), refusal('your own contact details'));
    expectRefused(await write(owner, uid, `${owner.company} would say yes`), refusal('your own contact details'));
  });

  it('keeps messages to 2,000 characters and refuses an empty one (422)', async () => {
    const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner);
    expectError(
      await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'x'.repeat(2001) }),
      422,
      {
        field: 'body',
        message: THREAD_MESSAGES.bodyTooLong,
      },
    );
    expect(THREAD_MESSAGES.bodyTooLong).toBe('A message can be at most 2,000 characters.');
    expectError(await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: '   ' }), 422, {
      field: 'body',
      message: THREAD_MESSAGES.bodyRequired,
    });
    const uid = await ask(asker, job, 'job', 'a'.repeat(2000));
    expectError(await write(owner, uid, 'b'.repeat(2001)), 422, {
      field: 'body',
      message: THREAD_MESSAGES.bodyTooLong,
    });
    expect((await write(owner, uid, 'b'.repeat(2000))).status).toBe(201);
    // The list carries each thread's last message cut short; the thread carries it whole.
    expect((await asker.client.get('/api/threads')).body.items[0].lastMessage.body).toBe(`${'b'.repeat(199)}…`);
    expect((await asker.client.get(`/api/threads/${uid}`)).body.messages[1].body).toBe('b'.repeat(2000));
  });

  it('refuses one’s own listing (403), and unknown, closed or mismatched listings (404)', async () => {
    const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner);
    expectError(await owner.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Hello?' }), 403);
    expectError(
      await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'candidate', body: 'Hello?' }),
      404,
    );
    expectError(
      await asker.client.post('/api/threads', {
        listingUid: '00000000-0000-4000-8000-000000000000',
        kind: 'job',
        body: 'Hello?',
      }),
      404,
    );
    expectError(await asker.client.post('/api/threads', { listingUid: 'not-a-uid', kind: 'job', body: 'Hello?' }), 404);
    const closed = await createJob(owner);
    await closeListingAs(owner.client, 'job', closed.uid);
    expectError(await asker.client.post('/api/threads', { listingUid: closed.uid, kind: 'job', body: 'Hello?' }), 404);
    expectError(await admin.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Hello?' }), 403);
  });

  it('shows a thread only to its two parties; administrators read it and write nothing', async () => {
    const [owner, asker, outsider] = await Promise.all([buildParty(server), buildParty(server), buildParty(server)]);
    const uid = await ask(asker, await createJob(owner), 'job', 'Is this role still open?');
    for (const res of [
      await outsider.client.get(`/api/threads/${uid}`),
      await write(outsider, uid, 'Let me in'),
      await outsider.client.post(`/api/threads/${uid}/read`),
      await outsider.client.post(`/api/threads/${uid}/mute`, { muted: true }),
    ])
      expectError(res, 404, { message: 'This conversation was not found.' });
    expect((await outsider.client.get('/api/threads')).body.items).toEqual([]);

    const read = await admin.client.get(`/api/threads/${uid}`);
    expect(read.status).toBe(200);
    expect(read.body.thread.viewerRole).toBe('admin');
    expect(read.body.thread.parties.asker.name).toBe(`${asker.firstname} ${asker.lastname}`);
    expect(read.body.thread.abilities).toEqual({
      canWrite: false,
      canMute: false,
      canReport: false,
      canPropose: false,
    });
    expectError(await write(admin, uid, 'An admin speaks'), 403);
    expectError(await admin.client.post(`/api/threads/${uid}/read`), 403);
    const all = await admin.client.get('/api/threads?all=true');
    expect(all.body.items.map((t: { uid: string }) => t.uid)).toContain(uid);
    // Nothing an admin did marked anything read.
    expect((await owner.client.get('/api/threads')).body.unread).toBe(1);
  });

  it('lets a party mute a thread: no more notes about it for them', async () => {
    const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
    const uid = await ask(asker, await createJob(owner), 'job', 'First question');
    const muted = await owner.client.post(`/api/threads/${uid}/mute`, { muted: true });
    expect(muted.status).toBe(200);
    expect(muted.body.thread.muted).toBe(true);
    expect((await write(asker, uid, 'Second question')).status).toBe(201);
    expect(await notesOf(owner, uid)).toHaveLength(1);
    // Nor the unread digest: both messages are unread, but the thread is muted.
    await runDigest(owner, 16);
    await waitForQueuesIdle(server, { except: ['thread-digest'] });
    expect(server.smtp.to(owner.email).filter((m) => /unread message/.test(m.subject))).toEqual([]);
    expectError(await owner.client.post(`/api/threads/${uid}/mute`, { muted: 'yes' }), 422);
    await owner.client.post(`/api/threads/${uid}/mute`, { muted: false });
    expect((await write(asker, uid, 'Third question')).status).toBe(201);
    expect(await notesOf(owner, uid)).toHaveLength(2);
  });

  it('lets either party report the other’s message to the association (audited, admins told)', async () => {
    const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
    const uid = await ask(asker, await createJob(owner), 'job', 'A question');
    const answer = await write(owner, uid, 'A rude answer');
    const messageUid = answer.body.message.uid as string;
    const reported = await asker.client.post(`/api/threads/${uid}/report`, { messageUid, reason: 'Rude' });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    const { rows } = await server.ctx.pool.query(
      `select actor_id, details from audit_log where action = 'thread-message-report' and target_id = $1`,
      [messageUid],
    );
    expect(rows).toEqual([{ actor_id: asker.id, details: { thread: uid, author: owner.id, reason: 'Rude' } }]);
    expect((await notesOf(admin, uid)).map((n) => n.heading)).toEqual(['Message - Reported']);
    const first = (await owner.client.get(`/api/threads/${uid}`)).body.messages[0].uid;
    expectError(await asker.client.post(`/api/threads/${uid}/report`, { messageUid: first }), 403);
    expectError(
      await asker.client.post(`/api/threads/${uid}/report`, { messageUid: '00000000-0000-4000-8000-000000000000' }),
      404,
    );
  });

  it('refuses lapsed, offboarded and deletion-pending members a new thread, and closes theirs', async () => {
    for (const change of [
      'lapsed',
      'update accounts set is_deleted = true where id = $1',
      `update accounts set deletion_requested_at = now(), deletion_due_at = now() + interval '30 days' where id = $1`,
    ]) {
      const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
      const job = await createJob(owner);
      const uid = await ask(asker, job, 'job', 'Before anything changed');
      if (change === 'lapsed') await lapse(asker);
      else await server.ctx.pool.query(change, [asker.id]);

      const view = await owner.client.get(`/api/threads/${uid}`);
      expect(view.body.thread.status, change).toBe('closed');
      expect(view.body.thread.abilities.canWrite).toBe(false);
      expectError(await write(owner, uid, 'Are you there?'), 409, { title: 'Conversation closed' });
      if (change === 'lapsed') {
        expectError(await write(asker, uid, 'Still here'), 403, { title: 'Membership lapsed' });
        expectError(
          await asker.client.post('/api/threads', {
            listingUid: (await createJob(owner)).uid,
            kind: 'job',
            body: 'Hi',
          }),
          403,
          {
            title: 'Membership lapsed',
          },
        );
        // Their own threads stay readable.
        expect((await asker.client.get(`/api/threads/${uid}`)).status).toBe(200);
      } else if (change.includes('deletion')) {
        const res = await asker.client.post('/api/threads', {
          listingUid: (await createJob(owner)).uid,
          kind: 'job',
          body: 'Hi',
        });
        expectError(res, 403);
      } else {
        // Offboarded: the session is gone.
        expectError(await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Hi' }), 401);
      }
    }
    // A lapsed owner's listing is invisible: asking about it is "not found".
    const [owner, asker] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner);
    await lapse(owner);
    expectError(await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Hi' }), 404);
  });

  it('limits threads started and messages written per member (429)', async () => {
    const owner = await buildParty(server);
    const asker = await buildParty(server);
    const jobs = await Promise.all(Array.from({ length: START_LIMIT + 1 }, () => createJob(owner)));
    for (const job of jobs.slice(0, START_LIMIT)) await ask(asker, job, 'job', 'One question');
    expectError(
      await asker.client.post('/api/threads', { listingUid: jobs[START_LIMIT]!.uid, kind: 'job', body: 'One more' }),
      429,
    );

    const other = await buildParty(server);
    const uid = await ask(other, jobs[0]!, 'job', 'Start');
    for (let i = 0; i < MESSAGE_LIMIT; i++) expect((await write(owner, uid, `Answer ${i}`)).status).toBe(201);
    expectError(await write(owner, uid, 'One too many'), 429);
  });
});

describe('the conversation of an approved match, offer and deal', () => {
  it('names both parties, carries messages and read receipts, and shows on the deal’s timeline and in My data', async () => {
    const [jobOwner, partner, outsider] = await Promise.all([
      buildParty(server),
      buildParty(server),
      buildParty(server),
    ]);
    const job = await createJob(jobOwner);
    const matchUid = await propose(partner.client, job, await createCandidate(partner));
    const pending = await partner.client.get(`/api/matches/${matchUid}`);
    expect(pending.body.match.threadUid).toBeNull();
    expectError(await partner.client.get(`/api/threads/${matchUid}`), 404);

    const approved = await jobOwner.client.post(`/api/matches/${matchUid}/approve`);
    expect(approved.status).toBe(200);
    const view = await partner.client.get(`/api/matches/${matchUid}`);
    const threadUid = view.body.match.threadUid as string;
    expect(threadUid).toBe(matchUid);
    const { rows } = await server.ctx.pool.query<{ id: string }>('select id from deals where proposal_id = $1', [
      matchUid,
    ]);
    const dealUid = rows[0]!.id;
    expect((await partner.client.get(`/api/deals/${dealUid}`)).body.deal.threadUid).toBe(threadUid);

    const thread = await partner.client.get(`/api/threads/${threadUid}`);
    expect(thread.body.thread).toMatchObject({
      kind: 'match',
      proposalUid: matchUid,
      dealUid,
      counterpart: { name: `${jobOwner.firstname} ${jobOwner.lastname}`, company: jobOwner.company },
    });
    expect(thread.body.messages).toEqual([]);
    // Named now: contact details in a message are no longer refused.
    expect((await write(partner, threadUid, `Call me on ${partner.cellphone} to plan the interview.`)).status).toBe(
      201,
    );
    expect((await jobOwner.client.get('/api/threads')).body.items[0]).toMatchObject({ uid: threadUid, unread: 1 });
    await jobOwner.client.post(`/api/threads/${threadUid}/read`);
    expect((await partner.client.get(`/api/threads/${threadUid}`)).body.messages[0].read).toBe(true);
    expectError(await outsider.client.get(`/api/threads/${threadUid}`), 404);

    const deal = await jobOwner.client.get(`/api/deals/${dealUid}`);
    const message = deal.body.deal.timeline.find((item: { kind: string }) => item.kind === 'message');
    expect(message).toMatchObject({
      actor: `${partner.firstname} ${partner.lastname}`,
      text: `Message: “Call me on ${partner.cellphone} to plan the interview.”`,
    });

    const mine = await partner.client.get('/api/me/export');
    expect(mine.body.messages).toEqual([
      expect.objectContaining({
        threadUid,
        threadKind: 'match',
        mine: true,
        read: true,
        withWhom: `${jobOwner.firstname} ${jobOwner.lastname}`,
      }),
    ]);
    expect(mine.body.csv.messages).toContain(threadUid);
  });

  it('opens one for an approved sourcing offer too', async () => {
    const [jobOwner, sourcer] = await Promise.all([buildParty(server), buildParty(server)]);
    const offerUid = await offer(sourcer.client, await createJob(jobOwner, { sourcing: true }));
    await jobOwner.client.post(`/api/sourcing/${offerUid}/approve`);
    const view = await jobOwner.client.get(`/api/sourcing/${offerUid}`);
    expect(view.body.offer.threadUid).toBe(offerUid);
    expect((await write(jobOwner, offerUid, 'Welcome aboard')).status).toBe(201);
    expect((await sourcer.client.get(`/api/threads/${offerUid}`)).body.thread.kind).toBe('sourcing');
  });

  it('mails one digest for the messages still unread after 15 minutes, respecting the general-updates toggle', async () => {
    const [jobOwner, partner] = await Promise.all([buildParty(server), buildParty(server)]);
    const matchUid = await propose(partner.client, await createJob(jobOwner), await createCandidate(partner));
    await jobOwner.client.post(`/api/matches/${matchUid}/approve`);
    await write(partner, matchUid, 'First message');
    await write(partner, matchUid, 'Second message');
    await runDigest(jobOwner, 14);
    await runDigest(jobOwner, 16);
    const [digest] = await waitForMails(server, jobOwner.email, /unread message/, 1);
    expect(digest!.subject).toBe('You have 2 unread messages on Recruiter Connect');
    expect(digest!.text).toContain(`${partner.firstname} ${partner.lastname} about`);
    // Each message is mailed once: a second run finds nothing new.
    await runDigest(jobOwner, 17);
    await waitForQueuesIdle(server, { except: ['thread-digest'] });
    expect(server.smtp.to(jobOwner.email).filter((m) => /unread message/.test(m.subject))).toHaveLength(1);

    // General updates off: no digest (the bell still has the note).
    expect((await partner.client.put('/api/me', { notifications: { generalUpdates: false } })).status).toBe(200);
    await write(jobOwner, matchUid, 'Read this');
    await runDigest(partner, 16);
    await waitForQueuesIdle(server, { except: ['thread-digest'] });
    expect(server.smtp.to(partner.email).filter((m) => /unread message/.test(m.subject))).toEqual([]);
    expect(await notesOf(partner, matchUid)).toHaveLength(1);
  });

  it('erases a member’s messages with their account', async () => {
    const [jobOwner, partner] = await Promise.all([buildParty(server), buildParty(server)]);
    const matchUid = await propose(partner.client, await createJob(jobOwner), await createCandidate(partner));
    await jobOwner.client.post(`/api/matches/${matchUid}/approve`);
    await write(partner, matchUid, 'Something personal from the partner');
    expect((await partner.client.post('/api/me/delete', { password: partner.password })).status).toBe(200);
    await server.ctx.pool.query(`update accounts set deletion_due_at = now() - interval '1 minute' where id = $1`, [
      partner.id,
    ]);
    await server.ctx.boss.send('erase-deleted-accounts', { now: new Date().toISOString() });
    await expect
      .poll(
        async () =>
          (await server.ctx.pool.query('select erased_at from accounts where id = $1', [partner.id])).rows[0].erased_at,
        {
          timeout: 20_000,
        },
      )
      .not.toBeNull();
    const view = await jobOwner.client.get(`/api/threads/${matchUid}`);
    expect(view.body.messages.map((m: { body: string }) => m.body)).toEqual([ERASED_MESSAGE]);
    expect(view.body.thread.status).toBe('closed');
  });
});
