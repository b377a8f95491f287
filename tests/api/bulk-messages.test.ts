/**
 * Bulk messages (spec “Validation rules” Bulk message, spec “Roles and permissions” Admin "sends bulk messages to all non-deleted accounts",
 * spec “The calls it makes” "a bulk message writes one note per non-deleted account", spec “Business constants and limits” limit 512): validation with the
 * spec's messages, one note per non-deleted account, e-mail only to activated members whose
 * generalUpdates is on (never an unconfirmed address, never an offboarded member), user text kept
 * literal in notes and escaped in mail HTML, and no header injection through the heading.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, mailsAfterQuiet, waitForMails } from '../support/api-helpers';
import { buildAccount, buildHiringCompany, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { NOTIFICATION_TOGGLES } from '../../shared/constants';
import { auditRows, count } from '../support/fixtures/admin';
import { uniqueWord } from '../support/fixtures/listings';
import { buildParty, type Party } from '../support/fixtures/matches';
import { QUEUES } from '../../api/jobs/queues';

const server = useTestServer();
let admin: Party;
let subscriber: BuiltAccount;
let subscriberClient: TestClient;
let optedOut: BuiltAccount;
let offboarded: BuiltAccount;
let inactive: BuiltAccount;
let hiring: BuiltAccount;

const allOn = Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, true])) as Record<
  (typeof NOTIFICATION_TOGGLES)[number],
  boolean
>;

beforeAll(async () => {
  admin = await buildParty(server, 'admin');
  subscriber = await buildRecruiter(server);
  subscriberClient = await signIn(server, subscriber);
  optedOut = await buildRecruiter(server, { notifications: { ...allOn, generalUpdates: false } });
  // Offboarded, but with every toggle still on: only the deleted flag may keep them out.
  offboarded = await buildAccount(server, { isDeleted: true, notifications: allOn });
  // Never activated (the address was never confirmed), every toggle on: only the active flag may keep them out.
  inactive = await buildRecruiter(server, { isActive: false, activatedAt: null, notifications: allOn });
  hiring = await buildHiringCompany(server);
});

const send = (body: unknown) => admin.client.post('/api/admin/messages', body);
const notesWithHeading = (heading: string) =>
  server.ctx.pool
    .query<{ user_id: string; message: string; link: string | null; is_read: boolean }>(
      'select * from notes where heading = $1',
      [heading],
    )
    .then((r) => r.rows);

describe('POST /api/admin/messages: validation', () => {
  it('requires a heading and a message, in that order, with the spec messages', async () => {
    const heading = { title: 'Invalid field', message: 'The Heading field is required.', field: 'heading' };
    const message = { title: 'Invalid field', message: 'The Message field is required.', field: 'message' };
    expectError(await send({}), 422, heading);
    expectError(await send({ message: 'Hello' }), 422, heading);
    expectError(await send({ heading: '', message: 'Hello' }), 422, heading);
    expectError(await send({ heading: ' \t\n ', message: 'Hello' }), 422, heading);
    expectError(await send({ heading: null, message: 'Hello' }), 422, heading);
    expectError(await send({ heading: 'Hello' }), 422, message);
    expectError(await send({ heading: 'Hello', message: '' }), 422, message);
    expectError(await send({ heading: 'Hello', message: '    ' }), 422, message);
  });

  it('refuses a message over 512 characters, an over-long heading and unknown fields, sending nothing', async () => {
    const heading = `Too long ${uniqueWord()}`;
    const notesBefore = await count(server, 'select 1 from notes');
    const mailsBefore = server.smtp.mails.length;
    expectError(await send({ heading, message: 'x'.repeat(513) }), 422, { field: 'message' });
    expectError(await send({ heading, message: `${'é'.repeat(512)}!` }), 422, { field: 'message' });
    expectError(await send({ heading: 'h'.repeat(121), message: 'Hello' }), 422, { field: 'heading' });
    expectError(await send({ heading, message: 'Hello', link: 'https://evil.example' }), 422);
    expectError(await send({ heading: 42, message: 'Hello' }), 422, { field: 'heading' });
    expectError(await send([heading, 'Hello']), 422);
    expect(await count(server, 'select 1 from notes')).toBe(notesBefore);
    await mailsAfterQuiet(server, subscriber.email);
    expect(server.smtp.mails.length).toBe(mailsBefore);
  });

  it('accepts exactly 512 characters', async () => {
    const heading = `Exactly 512 ${uniqueWord()}`;
    const res = await send({ heading, message: 'm'.repeat(512) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [note] = await notesWithHeading(heading);
    expect(note!.message).toHaveLength(512);
  });
});

describe('POST /api/admin/messages: delivery', () => {
  it('GET /api/admin/messages/recipients names the count the send then reaches (same rule), and is admin-only', async () => {
    const asked = await admin.client.get('/api/admin/messages/recipients');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const heading = `Counted ${uniqueWord()}`;
    const sent = await send({ heading, message: 'Counted before it was sent.' });
    expect(sent.status).toBe(201);
    expect(asked.body).toEqual(sent.body);
    expect(await notesWithHeading(heading)).toHaveLength(asked.body.recipients);
    expect((await subscriberClient.get('/api/admin/messages/recipients')).status).toBe(403);
  });

  it('writes one note per non-deleted account and mails only activated ones with generalUpdates on', async () => {
    const heading = `Office closed ${uniqueWord()}`;
    const message = 'The association office is closed on Friday. Placements continue as usual.';
    const res = await send({ heading, message });
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const { rows: accounts } = await server.ctx.pool.query<{
      id: string;
      email: string;
      is_deleted: boolean;
      is_active: boolean;
      general: boolean;
    }>(
      `select id, email, is_deleted, is_active, (notifications ->> 'generalUpdates')::boolean as general from accounts`,
    );
    const live = accounts.filter((a) => !a.is_deleted);
    const mailed = live.filter((a) => a.is_active && a.general);
    expect(res.body).toEqual({ recipients: live.length, mailed: mailed.length });

    // Notes: exactly one per non-deleted account (also the inactive, the opted-out, the admin), none for the offboarded.
    const notes = await notesWithHeading(heading);
    expect(notes.map((n) => n.user_id).sort()).toEqual(live.map((a) => a.id).sort());
    for (const id of [subscriber.id, optedOut.id, inactive.id, hiring.id, admin.id])
      expect(notes.map((n) => n.user_id)).toContain(id);
    expect(notes.map((n) => n.user_id)).not.toContain(offboarded.id);
    for (const note of notes) expect(note).toMatchObject({ message, link: '/dashboard', is_read: false });

    // The member sees it among their notes.
    const inbox = await subscriberClient.get('/api/notes');
    expect(inbox.body.items.filter((n: { heading: string }) => n.heading === heading)).toEqual([
      expect.objectContaining({ heading, message, link: '/dashboard', read: false }),
    ]);

    // Mails: one each to activated members with generalUpdates on; none to the opted-out, the inactive or the offboarded.
    const subject = new RegExp(`^${heading}$`);
    for (const account of mailed) await waitForMails(server, account.email, subject, 1);
    const [mail] = server.smtp.to(subscriber.email).filter((m) => subject.test(m.subject));
    expect(mail!.text).toContain(message);
    expect(mail!.html).toContain(message);
    await mailsAfterQuiet(server, optedOut.email);
    for (const account of accounts) {
      const got = server.smtp.to(account.email).filter((m) => subject.test(m.subject));
      expect(got, account.email).toHaveLength(account.is_deleted || !account.is_active || !account.general ? 0 : 1);
    }
    expect(mailed.map((a) => a.id)).toContain(hiring.id);
    for (const left of [optedOut, inactive, offboarded]) {
      expect(mailed.map((a) => a.id)).not.toContain(left.id);
      expect(server.smtp.to(left.email)).toEqual([]);
    }

    // Audited with the admin as actor.
    const audit = (await auditRows(server, admin.id)).filter((a) => a.action === 'bulk-message');
    expect(audit.at(-1)).toMatchObject({
      actor_id: admin.id,
      details: { heading, recipients: live.length, mailed: mailed.length },
    });
  });

  it("queues its mail batches with the queue's hold on a worker and its day's retention", async () => {
    const heading = `Held ${uniqueWord()}`;
    expect((await send({ heading, message: 'Queued in one insert.' })).status).toBe(201);
    const { rows } = await server.ctx.pool.query<{
      heartbeat_seconds: number | null;
      expire_seconds: number;
      deletion_seconds: number;
      retry_limit: number;
    }>(
      `select heartbeat_seconds, expire_seconds, deletion_seconds, retry_limit from pgboss.job
        where name = 'send-mail-batch' and data ->> 'template' = 'bulk-message' and data -> 'data' ->> 'heading' = $1`,
      [heading],
    );
    expect(rows.length).toBeGreaterThan(0);
    const { expireInSeconds, heartbeatSeconds, deleteAfterSeconds, retryLimit } = QUEUES['send-mail-batch'].sendOptions(
      server.ctx.config,
    );
    for (const row of rows)
      expect(row).toEqual({
        heartbeat_seconds: heartbeatSeconds,
        expire_seconds: expireInSeconds,
        deletion_seconds: deleteAfterSeconds,
        retry_limit: retryLimit,
      });
  });

  it('keeps markup literal in notes and escapes it in the mail HTML', async () => {
    const word = uniqueWord();
    const heading = `<b>Urgent</b> ${word}`;
    const message = `<script>alert("x")</script> & <img src=x onerror=alert(1)> ${word}`;
    expect((await send({ heading, message })).status).toBe(201);

    const inbox = await subscriberClient.get('/api/notes');
    const note = inbox.body.items.find((n: { heading: string }) => n.heading === heading);
    expect(note).toMatchObject({ heading, message });

    const [mail] = await waitForMails(server, subscriber.email, new RegExp(word), 1);
    expect(mail!.subject).toBe(heading);
    expect(mail!.text).toContain(message);
    expect(mail!.html).not.toContain('<script');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).not.toContain('<b>Urgent');
    expect(mail!.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(mail!.html).toContain('&lt;b&gt;Urgent&lt;/b&gt;');
  });

  it('never lets a line break in the heading reach a mail header', async () => {
    const word = uniqueWord();
    const victim = `victim-${word}@example.com`;
    const heading = `Hello ${word}\r\nBcc: ${victim}\r\nX-Injected: yes`;
    const res = await send({ heading, message: 'Line one.\r\nLine two.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const [mail] = await waitForMails(server, subscriber.email, new RegExp(`Hello ${word}`), 1);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.subject).toBe(`Hello ${word} Bcc: ${victim} X-Injected: yes`);
    expect(mail!.to).toBe(subscriber.email);
    await mailsAfterQuiet(server, victim);
    expect(server.smtp.mails.filter((m) => m.to.includes(victim) || m.to.includes('victim-'))).toEqual([]);
    // The note keeps what the admin wrote.
    const [note] = (await notesWithHeading(heading)).filter((n) => n.user_id === subscriber.id);
    expect(note!.message).toBe('Line one.\r\nLine two.');
  });
});
