/**
 * "Delete my account": POST /api/me/delete with the password signs the member
 * out everywhere at once, closes their listings and withdraws their open proposals, and records a
 * due date 30 days on (app clock); until then they may sign in again and cancel (DELETE
 * /api/me/delete), or an admin may for them; admins see the request and its due date. On the due
 * date the daily job (jobs/erase-deleted-accounts.ts, run here with a fake clock) erases the
 * personal fields and keeps the deal figures and the audit trail without contact details; a second
 * run changes nothing. Another member's views of a match or deal with the erased member neither
 * crash nor leak.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { handleEraseDeletedAccounts } from '../../api/jobs/erase-deleted-accounts';
import { signIn } from '../support/factories';
import { expectError, sessionIdsOf, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { accountRow, auditRows } from '../support/fixtures/admin';
import {
  buildParty,
  countWhere,
  createCandidate,
  createJob,
  matchRow,
  offer,
  offerRow,
  propose,
  type Party,
} from '../support/fixtures/matches';
import { NOTIFICATION_TOGGLES } from '../../shared/constants';
import { candidateBody } from '../support/fixtures/listings';

const server = useTestServer();
const DAY_MS = 86_400_000;
afterEach(resetClock);

const PASSWORD_WRONG = {
  title: 'Authentication failed!',
  message: 'The Password provided is not correct.',
  field: 'password',
};
const NOT_PENDING = {
  title: 'Action not possible',
  message: 'There is no pending deletion of your account to cancel.',
};
const ACCOUNT_DELETED = { title: 'Account deleted', message: 'This account has been deleted at its owner’s request.' };

const requestDeletion = (member: Party, password = member.password) =>
  member.client.post('/api/me/delete', { password });

async function listingExpiry(table: 'jobs' | 'candidates', uid: string) {
  const { rows } = await server.ctx.pool.query(`select expires_at, created_at from ${table} where id = $1`, [uid]);
  return { isClosed: rows[0].expires_at < rows[0].created_at };
}

/** A member with an open job spec and candidate, a match they made, one they received and an offer they received. */
async function memberWithActivity() {
  const [member, other] = await Promise.all([buildParty(server), buildParty(server)]);
  const job = await createJob(member, { sourcing: true });
  const candidate = await createCandidate(member);
  const othersJob = await createJob(other);
  const othersCandidate = await createCandidate(other);
  const made = await propose(member.client, othersJob, candidate);
  const received = await propose(other.client, job, othersCandidate);
  const offered = await offer(other.client, job);
  return { member, other, job, candidate, made, received, offered };
}

describe('POST /api/me/delete', () => {
  it('refuses a wrong password (422) and changes nothing', async () => {
    const { member, job, made } = await memberWithActivity();
    const sessionsBefore = await sessionIdsOf(server, member.id);
    const res = await requestDeletion(member, 'Not-my-password9');
    expectError(res, 422, PASSWORD_WRONG);
    expect((await member.client.get('/api/me')).body.account.deletion).toBeNull();
    expect((await accountRow(server, member.id))!.deletion_due_at).toBeNull();
    expect((await listingExpiry('jobs', job.uid)).isClosed).toBe(false);
    expect((await matchRow(server, made))!.status).toBe('proposed');
    expect(await sessionIdsOf(server, member.id)).toEqual(sessionsBefore);
    expect((await auditRows(server, member.id)).map((r) => r.action)).not.toContain('deletion-request');
  });

  it('refuses a body without the password (422) and unknown fields', async () => {
    const member = await buildParty(server);
    expectError(await member.client.post('/api/me/delete', {}), 422, { field: 'password' });
    expectError(await member.client.post('/api/me/delete', { password: member.password, now: 1 }), 422);
    expect((await accountRow(server, member.id))!.deletion_due_at).toBeNull();
  });

  it('signs out every session, closes the listings, withdraws open proposals and records the due date', async () => {
    const at = new Date('2026-12-01T10:00:00.000Z');
    setClock(at);
    const { member, other, job, candidate, made, received, offered } = await memberWithActivity();
    const secondDevice = await signIn(server, member);
    await server.ctx.pool.query(
      `insert into push_subscriptions (account_id, endpoint, p256dh, auth) values ($1, $2, 'k', 'a')`,
      [member.id, `https://push.example.com/${member.id}`],
    );
    const res = await requestDeletion(member);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const dueAt = new Date(at.getTime() + 30 * DAY_MS).toISOString();
    expect(res.body).toEqual({ status: 'deletion-requested', dueAt });
    // The cookie was cleared, and every session ended: the old cookie of either device is refused.
    expect(member.client.cookie).toBe('');
    expect((await secondDevice.get('/api/me')).status).toBe(401);
    expect(await sessionIdsOf(server, member.id)).toEqual([]);
    // No push to a device left signed out.
    const { rows: devices } = await server.ctx.pool.query('select id from push_subscriptions where account_id = $1', [
      member.id,
    ]);
    expect(devices).toEqual([]);

    expect((await listingExpiry('jobs', job.uid)).isClosed).toBe(true);
    expect((await listingExpiry('candidates', candidate.uid)).isClosed).toBe(true);
    expect((await matchRow(server, made))!.status).toBe('withdrawn');
    expect((await matchRow(server, received))!.status).toBe('withdrawn');
    expect((await offerRow(server, offered))!.status).toBe('withdrawn');
    // The other member is told it was withdrawn, without a word of offboarding.
    expectError(await other.client.post(`/api/matches/${made}/decline`), 409, {
      message: 'This Match Proposal was withdrawn: a member involved is no longer on Recruiter Connect.',
    });
    // The other member can no longer reach the closed job spec.
    expect((await other.client.get(`/api/jobs/${job.uid}`)).status).toBe(404);

    const row = (await accountRow(server, member.id))!;
    expect(row.deletion_requested_at.toISOString()).toBe(at.toISOString());
    expect(row.deletion_due_at.toISOString()).toBe(dueAt);
    expect(Object.values(row.notifications).every((on) => on === false)).toBe(true);
    const audit = await auditRows(server, member.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'deletion-request',
      actor_id: member.id,
      details: { dueAt, closedListings: 2 },
    });
    const { rows: withdrawals } = await server.ctx.pool.query(
      `select details from audit_log where action = 'withdraw' and target_id = any($1)`,
      [[made, received, offered]],
    );
    expect(withdrawals.map((w) => w.details)).toEqual(
      Array(3).fill({ reason: 'deletion-requested', memberId: member.id }),
    );
  });

  it('mails the member a confirmation with the due date and how to cancel', async () => {
    setClock(new Date('2026-12-01T23:30:00.000Z'));
    const member = await buildParty(server);
    expect((await requestDeletion(member)).status).toBe(200);
    const [mail] = await waitForMails(server, member.email, /account will be deleted/, 1);
    // Due 30 days on, told as the South African date (01:30 on 1 January in Johannesburg).
    expect(mail!.text).toContain('Your personal details will be erased on Fri 1 Jan 2027.');
    expect(mail!.text).toContain("'Cancel deletion' under My Account → Privacy");
    expect(mail!.text).toMatch(/Log in to cancel: https?:\/\/\S+\/account\/privacy/);
  });

  it('is refused while a deletion is already pending', async () => {
    const member = await buildParty(server);
    expect((await requestDeletion(member)).status).toBe(200);
    const again = await signIn(server, member);
    expectError(await again.post('/api/me/delete', { password: member.password }), 409, {
      message: 'Your account is already due for deletion.',
    });
  });

  it('refuses the last administrator, and lets an admin go while another remains', async () => {
    const admin = await buildParty(server, 'admin');
    const { rows: others } = await server.ctx.pool.query<{ id: string }>(
      'update accounts set is_admin = false where is_admin and id <> $1 returning id',
      [admin.id],
    );
    try {
      expectError(await requestDeletion(admin), 409, {
        message: 'You are the only administrator: make another member an administrator before deleting your account.',
      });
      expect((await accountRow(server, admin.id))!.deletion_due_at).toBeNull();
    } finally {
      await server.ctx.pool.query('update accounts set is_admin = true where id = any($1)', [others.map((o) => o.id)]);
    }
    await buildParty(server, 'admin');
    expect((await requestDeletion(admin)).status).toBe(200);
  });

  it('throttles wrong passwords as a password change does (429), per account', async () => {
    const member = await buildParty(server);
    for (let i = 0; i < 10; i++) expectError(await requestDeletion(member, `Wrong-password${i}`), 422, PASSWORD_WRONG);
    const blocked = await requestDeletion(member);
    expect(blocked.status).toBe(429);
    expect((await accountRow(server, member.id))!.deletion_due_at).toBeNull();
  });

  it('needs a signed-in member (401)', async () => {
    expect((await server.client().post('/api/me/delete', { password: 'x' })).status).toBe(401);
    expect((await server.client().delete('/api/me/delete')).status).toBe(401);
  });
});

describe('until the due date', () => {
  it('the member may log in again, sees the due date, and cancels; the listings stay closed', async () => {
    const member = await buildParty(server);
    const job = await createJob(member);
    const { dueAt } = (await requestDeletion(member)).body;
    const client = await signIn(server, member);
    expect((await client.get('/api/me')).body.account.deletion).toEqual({ requestedAt: expect.any(String), dueAt });
    const cancelled = await client.delete('/api/me/delete');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.account.deletion).toBeNull();
    // The request switched every notification off; cancelling brings back the defaults.
    expect(cancelled.body.account.notifications).toEqual(
      Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, true])),
    );
    expect((await listingExpiry('jobs', job.uid)).isClosed).toBe(true);
    expect((await auditRows(server, member.id)).at(-1)).toMatchObject({
      action: 'deletion-cancel',
      actor_id: member.id,
    });
    // Nothing left to cancel; and the erase job leaves the member alone at the old due date.
    expectError(await client.delete('/api/me/delete'), 409, NOT_PENDING);
    setClock(new Date(new Date(dueAt).getTime() + DAY_MS));
    expect(await handleEraseDeletedAccounts(server.ctx, null)).not.toContain(member.id);
    expect((await accountRow(server, member.id))!.email).toBe(member.email);
  });

  it('the member signed in again may not search, post or propose until they cancel (403)', async () => {
    const [member, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const othersJob = await createJob(other);
    expect((await requestDeletion(member)).status).toBe(200);
    const client = await signIn(server, member);
    const PENDING = {
      title: 'Account deletion',
      message:
        'Your account is due for deletion. Cancel the deletion under My Account → Privacy to use the network again.',
    };
    expectError(await client.post('/api/candidates', candidateBody()), 403, PENDING);
    expectError(await client.get('/api/jobs'), 403, PENDING);
    expectError(await client.get(`/api/jobs/${othersJob.uid}`), 403, PENDING);
    expect((await client.get('/api/candidates?mine=true')).status).toBe(200);
    expect(await countWhere(server, 'candidates', 'owner_id = $1', [member.id])).toBe(0);
    // Once cancelled, the network is theirs again.
    expect((await client.delete('/api/me/delete')).status).toBe(200);
    expect((await client.post('/api/candidates', candidateBody())).status).toBe(201);
  });

  it('admins see the request and its due date, and may cancel it for the member', async () => {
    const [admin, member] = await Promise.all([buildParty(server, 'admin'), buildParty(server)]);
    const { dueAt } = (await requestDeletion(member)).body;
    const list = await admin.client.get(`/api/admin/accounts?stage=activated&q=${encodeURIComponent(member.email)}`);
    const row = list.body.items.find((i: { uid: string }) => i.uid === member.id);
    expect(row.deletion).toEqual({ requestedAt: expect.any(String), dueAt, erased: null });
    const detail = await admin.client.get(`/api/admin/accounts/${member.id}`);
    expect(detail.body.account.deletion.dueAt).toBe(dueAt);
    expect(detail.body.audit.map((a: { action: string }) => a.action)).toContain('deletion-request');

    const cancelled = await admin.client.post(`/api/admin/accounts/${member.id}/cancel-deletion`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.account.deletion).toBeNull();
    expect((await auditRows(server, member.id)).at(-1)).toMatchObject({
      action: 'cancel-deletion',
      actor_id: admin.id,
    });
    expectError(await admin.client.post(`/api/admin/accounts/${member.id}/cancel-deletion`), 409, NOT_PENDING);
  });
});

describe('on the due date', () => {
  /** An approved match between `member` (job owner) and `other`, with deal figures. */
  async function approvedDeal(member: Party, other: Party) {
    await server.ctx.pool.query('update accounts set is_approved = true where id = any($1)', [[member.id, other.id]]);
    const job = await createJob(member);
    const uid = await propose(other.client, job, await createCandidate(other));
    const approved = await member.client.post(`/api/matches/${uid}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const deal = (await other.client.get(`/api/deals?proposal=${uid}`)).body.items[0];
    await server.ctx.pool.query(
      'update deals set ctc_rand = 600000, fee_rand = 90000, fee_percent = 15 where id = $1',
      [deal.uid],
    );
    return { match: uid, deal: deal.uid as string };
  }

  it('erases the personal fields, keeps deal figures and the audit trail without contact details; twice changes nothing', async () => {
    const at = new Date('2026-12-02T08:00:00.000Z');
    setClock(at);
    const [member, other, admin] = await Promise.all([
      buildParty(server),
      buildParty(server),
      buildParty(server, 'admin'),
    ]);
    const { match, deal } = await approvedDeal(member, other);
    const candidate = await createCandidate(member);
    await server.ctx.pool.query(
      `insert into push_subscriptions (account_id, endpoint, p256dh, auth) values ($1, $2, 'k', 'a')`,
      [member.id, `https://push.example.com/${member.id}`],
    );
    // An audit entry that holds contact values (as any admin change of them would), and one without.
    await server.ctx.pool.query(
      `insert into audit_log (actor_id, action, target_type, target_id, details) values ($1, 'update', 'account', $2, $3)`,
      [admin.id, member.id, JSON.stringify({ email: member.email, cellphone: member.cellphone, trail: 30 })],
    );
    await server.ctx.pool.query(
      `insert into sent_mails (job_id, template, "to", subject, text) values ($1, 'activation', $2, 'Welcome', 'hello')`,
      [`test-${member.id}`, member.email],
    );
    const { dueAt } = (await requestDeletion(member)).body;

    // A minute before the due date: nothing happens, and the member may still sign in.
    setClock(new Date(new Date(dueAt).getTime() - 60_000));
    expect(await handleEraseDeletedAccounts(server.ctx, null)).not.toContain(member.id);
    expect((await accountRow(server, member.id))!.email).toBe(member.email);
    const lastSession = await signIn(server, member);

    // Past the due date, before the job has run: sign-in is refused and the session just made is dead.
    setClock(new Date(new Date(dueAt).getTime() + 60_000));
    expect((await lastSession.get('/api/me')).status).toBe(401);
    const lateSignIn = await server
      .client()
      .post('/api/auth/login', { email: member.email, password: member.password });
    expectError(lateSignIn, 403, ACCOUNT_DELETED);

    const erased = await handleEraseDeletedAccounts(server.ctx, null);
    expect(erased).toContain(member.id);
    const row = (await accountRow(server, member.id))!;
    expect(row).toMatchObject({
      email: `deleted-${member.id}@invalid`,
      firstname: null,
      lastname: null,
      company: null,
      website: null,
      title: null,
      apso: null,
      landline: null,
      cellphone: null,
      category_other: null,
      categories: [],
      natures: [],
      is_admin: false,
      is_deleted: true,
      contact_requested: false,
    });
    expect(row.erased_at.toISOString()).toBe(new Date(new Date(dueAt).getTime() + 60_000).toISOString());
    expect(row.password_hash).not.toMatch(/^scrypt/);
    const count = async (table: string, column: string) =>
      Number(
        (await server.ctx.pool.query(`select count(*) from ${table} where ${column} = $1`, [member.id])).rows[0].count,
      );
    expect(await count('push_subscriptions', 'account_id')).toBe(0);
    expect(await count('notes', 'user_id')).toBe(0);
    expect(await sessionIdsOf(server, member.id)).toEqual([]);
    const { rows: listings } = await server.ctx.pool.query(
      'select qualifications, experience, additional, expires_at < created_at as closed from candidates where id = $1',
      [candidate.uid],
    );
    expect(listings[0]).toEqual({ qualifications: '', experience: '', additional: '', closed: true });

    // Kept: the deal and its figures, and every audit row (without contact details).
    const { rows: deals } = await server.ctx.pool.query('select * from deals where id = $1', [deal]);
    expect(deals[0]).toMatchObject({ ctc_rand: '600000', fee_rand: '90000', job_owner_id: member.id });
    const audit = await auditRows(server, member.id);
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['update', 'deletion-request']));
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toContain(member.email);
    expect(auditText).not.toContain(member.cellphone!);
    expect(audit.find((r) => r.action === 'update')!.details).toEqual({ trail: 30 });
    const { rows: mails } = await server.ctx.pool.query(
      'select "to", subject, text from sent_mails where job_id = $1',
      [`test-${member.id}`],
    );
    expect(mails[0]).toEqual({ to: `deleted-${member.id}@invalid`, subject: '(erased)', text: null });

    // Idempotent: a second run picks no one and changes nothing.
    const snapshot = JSON.stringify(await accountRow(server, member.id));
    expect(await handleEraseDeletedAccounts(server.ctx, null)).not.toContain(member.id);
    expect(JSON.stringify(await accountRow(server, member.id))).toBe(snapshot);

    // The old address no longer signs in, and no one can cancel or reinstate.
    const gone = await server.client().post('/api/auth/login', { email: member.email, password: member.password });
    expect(gone.status).toBe(401);
    // The address is free: a new person may register with it, as a new account.
    const again = await server.client().post('/api/auth/register', {
      email: member.email,
      password: member.password,
      confirm: member.password,
      terms: true,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const { rows: holders } = await server.ctx.pool.query('select id from accounts where email = $1', [member.email]);
    expect(holders).toHaveLength(1);
    expect(holders[0].id).not.toBe(member.id);
    expectError(await admin.client.post(`/api/admin/accounts/${member.id}/cancel-deletion`), 409, NOT_PENDING);
    expectError(await admin.client.post(`/api/admin/accounts/${member.id}/reinstate`), 409, {
      message: 'This account was erased at its owner’s request and cannot be reinstated.',
    });
    const adminView = await admin.client.get(`/api/admin/accounts/${member.id}`);
    expect(adminView.body.account.deletion.erased).toBe(row.erased_at.toISOString());

    // The other party's views of the match and the deal: no crash, no leak, a 'Deleted member'.
    const matchView = await other.client.get(`/api/matches/${match}`);
    expect(matchView.status).toBe(200);
    const dealView = await other.client.get(`/api/deals/${deal}`);
    expect(dealView.status, JSON.stringify(dealView.body)).toBe(200);
    const dealList = await other.client.get(`/api/deals?proposal=${match}`);
    expect(dealList.status).toBe(200);
    for (const body of [matchView.body, dealView.body, dealList.body]) {
      const text = JSON.stringify(body);
      for (const value of [member.email, member.firstname, member.lastname, member.company, member.cellphone!])
        expect(text).not.toContain(value);
    }
    expect(JSON.stringify(dealView.body)).toContain('Deleted member');
    const adminDeals = await admin.client.get(`/api/deals?proposal=${match}`);
    expect(adminDeals.status).toBe(200);
    expect(JSON.stringify(adminDeals.body)).not.toContain(member.email);
  });

  it("erases their name and address from other members' notes and mails, the job queue and the throttling counters", async () => {
    setClock(new Date('2026-12-04T08:00:00.000Z'));
    const [member, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const fullname = `${member.firstname} ${member.lastname}`;
    const { deal } = await approvedDeal(member, other);
    // The other party is told by name: a note and a deal mail ("<name> moved the deal on …").
    const moved = await member.client.post(`/api/deals/${deal}/stages`, { stage: 'interviewing' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await waitForMails(server, other.email, /Interviewing/, 1);
    // A failed sign-in keys a throttling counter by the address.
    expect(
      (await server.client().post('/api/auth/login', { email: member.email, password: 'Wrong-pass1' })).status,
    ).toBe(401);
    // Jobs still queued: a bulk batch to them and another member, and a mail to them alone.
    const later = new Date(Date.now() + 3_600_000);
    const batch = await server.ctx.boss.send(
      'send-mail-batch',
      { template: 'bulk-message', to: [member.email, other.email], data: {} },
      { startAfter: later },
    );
    await server.ctx.boss.send(
      'send-mail',
      { template: 'password-changed', to: member.email, data: {} },
      { startAfter: later },
    );
    // A mail to an address that merely ends with theirs is someone else's, and stays queued.
    const lookalike = await server.ctx.boss.send(
      'send-mail',
      { template: 'password-changed', to: `x${member.email}`, data: {} },
      { startAfter: later },
    );

    const { dueAt } = (await requestDeletion(member)).body;
    await waitForMails(server, member.email, /account will be deleted/, 1);
    const jobsNaming = async (
      text: string,
      states = ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'],
    ) =>
      (
        await server.ctx.pool.query(
          `select name, state from pgboss.job where strpos(lower(data::text), lower($1)) > 0 and state::text = any($2)`,
          [text, states],
        )
      ).rows;
    for (let i = 0; i < 100 && (await jobsNaming(member.email, ['active'])).length > 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await jobsNaming(`"${member.email}"`)).length).toBeGreaterThan(0);
    expect((await jobsNaming(fullname)).length).toBeGreaterThan(0);

    setClock(new Date(new Date(dueAt).getTime() + DAY_MS));
    expect(await handleEraseDeletedAccounts(server.ctx, null)).toContain(member.id);

    const { rows: notes } = await server.ctx.pool.query(`select message from notes where user_id = $1`, [other.id]);
    expect(notes.map((n) => n.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Deleted member moved the deal on .+ to Interviewing\.$/)]),
    );
    expect(JSON.stringify(notes)).not.toContain(fullname);
    const { rows: mails } = await server.ctx.pool.query(
      `select subject, text, html from sent_mails where strpos(text, $1) > 0 or strpos(html, $1) > 0 or strpos(subject, $1) > 0`,
      [fullname],
    );
    expect(mails).toEqual([]);
    expect(await jobsNaming(`"${member.email}"`)).toEqual([]);
    expect(await jobsNaming(fullname)).toEqual([]);
    // The batch still mails the other member.
    const { rows: batches } = await server.ctx.pool.query(`select data from pgboss.job where id = $1`, [batch]);
    expect(batches[0].data.to).toEqual([other.email]);
    const { rows: kept } = await server.ctx.pool.query(`select data from pgboss.job where id = $1`, [lookalike]);
    expect(kept[0]?.data.to).toBe(`x${member.email}`);
    const { rows: counters } = await server.ctx.pool.query(`select key from rate_limits where strpos(key, $1) > 0`, [
      member.email,
    ]);
    expect(counters).toEqual([]);
  });

  it('a run that stopped half-way resumes with the members it had not reached', async () => {
    const [first, second] = await Promise.all([buildParty(server), buildParty(server)]);
    setClock(new Date('2026-12-03T08:00:00.000Z'));
    const { dueAt } = (await requestDeletion(first)).body;
    await requestDeletion(second);
    setClock(new Date(new Date(dueAt).getTime() + DAY_MS));
    // As if the run crashed after the first member's transaction committed: only it is erased.
    await server.ctx.pool.query(`update accounts set erased_at = $2, email = $3 where id = $1`, [
      first.id,
      new Date(),
      `deleted-${first.id}@invalid`,
    ]);
    const erased = await handleEraseDeletedAccounts(server.ctx, null);
    expect(erased).toContain(second.id);
    expect(erased).not.toContain(first.id);
    expect((await accountRow(server, second.id))!.email).toBe(`deleted-${second.id}@invalid`);
  });
});
