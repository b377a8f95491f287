/**
 * The note with a proposal: POST /api/matches and /api/sourcing take an optional
 * `note` (trimmed, ≤ 1,000 characters), stored and returned as `note` in the proposal's detail to
 * both parties, quoted in the recipient's bell note (and so its push) and given whole in the mail,
 * and on the deal's timeline once approved. Before approval it passes the anonymity guard, with
 * the proposer's own account as known values: a blocking finding is a 422 on `note`.
 */
import { describe, expect, it } from 'vitest';
import { expectError, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import {
  buildParty,
  countWhere,
  createCandidate,
  createJob,
  notesAbout,
  type Party,
} from '../support/fixtures/matches';

const server = useTestServer();

const NOTE = 'Strong fit for your client: eight years of IFRS reporting and led a SAP migration.';

async function pair() {
  const [jobOwner, candidateOwner] = await Promise.all([buildParty(server), buildParty(server)]);
  const [job, candidate] = await Promise.all([
    createJob(jobOwner, { sourcing: true }),
    createCandidate(candidateOwner),
  ]);
  return { jobOwner, candidateOwner, job, candidate };
}

const KINDS = [
  {
    kind: 'match',
    route: '/api/matches',
    body: (p: Awaited<ReturnType<typeof pair>>) => ({ job: p.job.uid, candidate: p.candidate.uid }),
    proposer: (p: Awaited<ReturnType<typeof pair>>) => p.candidateOwner,
    recipient: (p: Awaited<ReturnType<typeof pair>>) => p.jobOwner,
    viewKey: 'match',
    subject: /New Match Proposal/,
  },
  {
    kind: 'sourcing',
    route: '/api/sourcing',
    body: (p: Awaited<ReturnType<typeof pair>>) => ({ job: p.job.uid }),
    proposer: (p: Awaited<ReturnType<typeof pair>>) => p.candidateOwner,
    recipient: (p: Awaited<ReturnType<typeof pair>>) => p.jobOwner,
    viewKey: 'offer',
    subject: /New Sourcing Offer/,
  },
] as const;

describe.each(KINDS)('the note with a $kind', (k) => {
  it('is stored trimmed and shown to both parties, in the bell note and in the mail', async () => {
    const p = await pair();
    const proposer: Party = k.proposer(p);
    const recipient: Party = k.recipient(p);
    const res = await proposer.client.post(k.route, { ...k.body(p), note: `  ${NOTE}\n ` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const uid = res.body.uid as string;

    for (const viewer of [proposer, recipient]) {
      const view = await viewer.client.get(`${k.route}/${uid}`);
      expect(view.status).toBe(200);
      expect(view.body[k.viewKey].note).toBe(NOTE);
    }
    const [bell] = await notesAbout(server, uid);
    expect(bell?.user_id).toBe(recipient.id);
    expect(bell?.message).toContain(`Their note: “${NOTE}”`);

    const [mail] = await waitForMails(server, recipient.email, k.subject, 1);
    expect(mail!.text).toContain(`Their note:\n\n${NOTE}`);
    expect(mail!.html).toContain(NOTE);
  });

  it('is null without one, and a blank note is no note', async () => {
    const p = await pair();
    const first = await k.proposer(p).client.post(k.route, k.body(p));
    expect(first.status).toBe(201);
    const view = await k.recipient(p).client.get(`${k.route}/${first.body.uid}`);
    expect(view.body[k.viewKey].note).toBeNull();
    const [bell] = await notesAbout(server, first.body.uid as string);
    expect(bell?.message).not.toContain('Their note');

    const other = await pair();
    const blank = await k.proposer(other).client.post(k.route, { ...k.body(other), note: '   ' });
    expect(blank.status).toBe(201);
    expect((await k.proposer(other).client.get(`${k.route}/${blank.body.uid}`)).body[k.viewKey].note).toBeNull();
  });

  it('may be 1,000 characters once trimmed, and is refused at 1,001 with nothing stored', async () => {
    const p = await pair();
    const tooLong = await k.proposer(p).client.post(k.route, { ...k.body(p), note: 'a'.repeat(1001) });
    expectError(tooLong, 422, { field: 'note', message: 'The Note may be at most 1,000 characters.' });
    expect(await countWhere(server, 'proposals', 'job_id = $1', [p.job.uid])).toBe(0);
    expectError(await k.proposer(p).client.post(k.route, { ...k.body(p), note: 42 }), 422, {
      field: 'note',
      message: 'The Note must be text.',
    });

    const longest = `${'word '.repeat(199)}word`;
    expect(longest).toHaveLength(999);
    const ok = await k.proposer(p).client.post(k.route, { ...k.body(p), note: `   ${longest}!   ` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const view = await k.recipient(p).client.get(`${k.route}/${ok.body.uid}`);
    expect(view.body[k.viewKey].note).toHaveLength(1000);
    // The bell quotes the opening only; the view has it whole.
    const [bell] = await notesAbout(server, ok.body.uid as string);
    expect(bell?.message).toMatch(/Their note: “word( word)+…”$/);
    expect((bell?.message as string).length).toBeLessThanOrEqual(1000);
  });

  it('is refused when the guard finds contact details or the proposer’s own details, with nothing stored', async () => {
    const p = await pair();
    const proposer = k.proposer(p);
    const cases: Array<[string, string, string, string]> = [
      ['Call me on 082 555 0199 about her.', '082 555 0199', 'phone', 'a phone number'],
      ['Write to talent.scout@example.org for the CV.', 'talent.scout@example.org', 'email', 'an e-mail address'],
      [`We at ${proposer.company} place many of these.`, proposer.company, 'own-contact', 'your own contact details'],
      ['See https://cv.example.net/jane for details.', 'https://cv.example.net/jane', 'url', 'a web address'],
    ];
    for (const [note, leak, kind, label] of cases) {
      const res = await proposer.client.post(k.route, { ...k.body(p), note });
      expect(res.status).toBe(422);
      const start = note.indexOf(leak);
      expect(res.body).toEqual({
        error: {
          title: 'Invalid field',
          message: `This text may reveal who the candidate or client is: ${label}.`,
          field: 'note',
          code: 'anonymity',
          finding: { start, end: start + leak.length, kind },
        },
      });
    }
    expect(await countWhere(server, 'proposals', 'job_id = $1', [p.job.uid])).toBe(0);
    expect(await countWhere(server, 'notes', 'user_id = $1', [k.recipient(p).id])).toBe(0);
  });

  it('is on the deal’s timeline once approved', async () => {
    const p = await pair();
    const created = await k.proposer(p).client.post(k.route, { ...k.body(p), note: NOTE });
    const uid = created.body.uid as string;
    expect((await k.recipient(p).client.post(`${k.route}/${uid}/approve`)).status).toBe(200);
    const deals = await k.recipient(p).client.get(`/api/deals?proposal=${uid}`);
    const dealUid = deals.body.items[0].uid as string;
    for (const party of [k.proposer(p), k.recipient(p)]) {
      const deal = await party.client.get(`/api/deals/${dealUid}`);
      const proposed = (deal.body.deal.timeline as Array<{ kind: string; text: string }>).find(
        (item) => item.kind === 'proposed',
      );
      expect(proposed?.text).toContain(`Note: “${NOTE}”`);
    }
  });
});

describe('who sees the note', () => {
  it('is not shown to a member who is neither party', async () => {
    const p = await pair();
    const third = await buildParty(server);
    const created = await p.candidateOwner.client.post('/api/matches', {
      job: p.job.uid,
      candidate: p.candidate.uid,
      note: NOTE,
    });
    const res = await third.client.get(`/api/matches/${created.body.uid}`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(NOTE);
  });
});
