/**
 * Goodbye means goodbye: from the moment a member asks to delete their account, no answer, export
 * or mail carries their contact details to anyone — the other party of an approved match sees
 * 'Member leaving on <date>' on the match, the deal and in their export; a cancelled request shows
 * the details again. An approval whose mails are still queued when the deletion is asked for mails
 * no contact card.
 */
import { describe, expect, it } from 'vitest';
import { sleep, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import {
  buildParty,
  contactOf,
  createCandidate,
  createJob,
  mailBody,
  propose,
  type Party,
} from '../support/fixtures/matches';
import { saDateOf } from '../../shared/rules/business-days';
import { formatAnswerBy } from '../../shared/rules/proposal-deadline';

const server = useTestServer();

/** A (proposer, owns the candidate) and B (seconder, owns the job spec), with a match B approved. */
async function approvedMatch(): Promise<{ a: Party; b: Party; uid: string }> {
  const [a, b] = await Promise.all([buildParty(server), buildParty(server)]);
  const job = await createJob(b);
  const candidate = await createCandidate(a);
  const uid = await propose(a.client, job, candidate);
  const approved = await b.client.post(`/api/matches/${uid}/approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return { a, b, uid };
}

async function requestDeletion(member: Party): Promise<string> {
  const res = await member.client.post('/api/me/delete', { password: member.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { rows } = await server.ctx.pool.query<{ due: Date }>(
    'select deletion_due_at as due from accounts where id = $1',
    [member.id],
  );
  return `Member leaving on ${formatAnswerBy(saDateOf(rows[0]!.due))}`;
}

const leaks = (value: unknown, party: Party) => {
  const text = JSON.stringify(value);
  return [party.email, party.cellphone, party.lastname].filter((v): v is string => !!v && text.includes(v));
};

describe('a member who asked to delete their account', () => {
  it('is shown to the other party as leaving on the match, the deal, the deal list and the export; cancelling restores them', async () => {
    const { a, b, uid } = await approvedMatch();
    const before = await a.client.get(`/api/matches/${uid}`);
    expect(before.body.match.contacts.seconder).toEqual(contactOf(b));

    const leaving = await requestDeletion(b);
    expect(leaving).toMatch(/^Member leaving on \w{3} \d{1,2} \w{3} \d{4}$/);

    const match = await a.client.get(`/api/matches/${uid}`);
    expect(match.status).toBe(200);
    expect(match.body.match.contacts.seconder).toEqual({
      fullname: leaving,
      company: '-',
      title: '-',
      website: '-',
      email: '-',
      cellphone: '-',
    });
    expect(match.body.match.contacts.proposer).toEqual(contactOf(a));
    expect(leaks(match.body, b)).toEqual([]);

    const deals = await a.client.get(`/api/deals?proposal=${uid}`);
    expect(deals.body.items).toHaveLength(1);
    expect(deals.body.items[0].jobOwner).toBe(leaving);
    expect(leaks(deals.body, b)).toEqual([]);
    const deal = await a.client.get(`/api/deals/${deals.body.items[0].uid}`);
    expect(deal.status).toBe(200);
    expect(deal.body.deal.parties.jobOwner).toMatchObject({ fullname: leaving, company: '-' });
    expect(leaks(deal.body, b)).toEqual([]);
    expect(JSON.stringify(deal.body)).not.toContain(b.company);

    const exported = await a.client.get('/api/me/export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).toContain(leaving);
    expect(leaks(exported.body, b)).toEqual([]);

    // Cancelled: B's card is back for A.
    const signedIn = await b.client.post('/api/auth/login', { email: b.email, password: b.password });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await b.client.request('DELETE', '/api/me/delete')).status).toBe(200);
    const restored = await a.client.get(`/api/matches/${uid}`);
    expect(restored.body.match.contacts.seconder).toEqual(contactOf(b));
    const restoredDeal = await a.client.get(`/api/deals/${deals.body.items[0].uid}`);
    expect(restoredDeal.body.deal.parties.jobOwner.fullname).toBe(`${b.firstname} ${b.lastname}`);
  });

  it('an approval whose mails are still queued when the deletion is asked for mails no contact card of theirs', async () => {
    const [a, b] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(b);
    const candidate = await createCandidate(a);
    const uid = await propose(a.client, job, candidate);
    // The mail server is down: the approval's mails stay in the queue, failing and retried.
    const port = server.smtp.port;
    await server.smtp.stop();
    try {
      expect((await b.client.post(`/api/matches/${uid}/approve`)).status).toBe(200);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await server.ctx.pool.query(
          `select retry_count from pgboss.job where name = 'send-mail-urgent' and data->'data'->'contact'->>'email' = $1`,
          [b.email],
        );
        if (rows.length === 1 && rows[0].retry_count >= 1) break;
        if (Date.now() > deadline) throw new Error('the contact mail was not tried');
        await sleep(100);
      }
      await requestDeletion(b);
    } finally {
      await server.smtp.start(port);
    }
    const mails = await waitForMails(server, a.email, /was accepted/, 1, 30_000);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    for (const value of [b.email, b.cellphone!, b.lastname]) expect(mailBody(mail!)).not.toContain(value);
    expect(mail!.text).toContain('Member leaving on');
  });
});
