/**
 * Two recruiters in two browsers: A posts a job, B posts a candidate and proposes it; A sees the
 * bell rise and the mail, approves, and both then see each other's contact details. A third
 * recruiter opening the match is sent to /dashboard with the privacy toast. An admin's bulk
 * message reaches a recruiter's bell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSkipReason, launchBrowser, type Browser } from '../support/browser';
import { expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { buildAdmin, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';

describe.skipIf(Boolean(e2eSkipReason))('match proposal between two recruiters', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  let browserA: Browser;
  let browserB: Browser;
  let a: BuiltAccount;
  let b: BuiltAccount;
  let matchUid = '';

  beforeAll(async () => {
    a = await buildRecruiter(server, {
      firstname: 'Anele',
      lastname: 'Zulu',
      company: 'Zulu Talent',
      cellphone: '+27 82 111 2222',
    });
    b = await buildRecruiter(server, {
      firstname: 'Brandon',
      lastname: 'Smit',
      company: 'Smit Search',
      cellphone: '+27 83 333 4444',
    });
    [browserA, browserB] = await Promise.all([
      launchBrowser({ width: 360, height: 740 }),
      launchBrowser({ width: 1280, height: 800 }),
    ]);
  });
  afterAll(async () => {
    await browserA?.close();
    await browserB?.close();
  });

  it('proposes, notifies, approves and reveals contacts to both parties only', async () => {
    const job = await (await signIn(server, a)).post('/api/jobs', jobBody({ jobTitle: 'Plant Engineer' }));
    const candidate = await (
      await signIn(server, b)
    ).post('/api/candidates', candidateBody({ candidateTitle: 'Maintenance Engineer' }));
    expect(job.status).toBe(201);
    expect(candidate.status).toBe(201);

    // B proposes the candidate for A's job from the job's Propose a Match screen.
    const pageB = browserB.page;
    await logInThroughForm(pageB, server, b);
    await pageB.goto(`${server.url}/jobs/${job.body.uid}`);
    await pageB.getByRole('link', { name: /Propose a Match/ }).click();
    await pageB.waitForURL(`**/jobs/propose/${job.body.uid}`);
    await pageB.getByRole('button', { name: /Maintenance Engineer/ }).click();
    await pageB.getByRole('button', { name: 'Send Proposal' }).click();
    await expectToast(pageB, 'Match Proposal sent', 'Your Match Proposal was sent successfully.');
    await pageB.waitForURL('**/match/proposal/*');
    matchUid = pageB.url().split('/').pop()!;
    await pageB.getByRole('heading', { name: 'Proposed Match' }).waitFor();
    expect(await pageB.getByText(a.email).count()).toBe(0);

    // A gets the mail and sees the bell count; the note's View Now opens the proposal.
    const mail = await server.smtp.waitFor(a.email, /New Match Proposal/);
    expect(mail.text).toContain(job.body.reference);
    expect(mail.text).not.toContain(b.email);
    const pageA = browserA.page;
    await logInThroughForm(pageA, server, a);
    await pageA.goto(`${server.url}/dashboard`);
    await expect.poll(() => pageA.getByTestId('bell-count').innerText(), { timeout: 15_000 }).toBe('1');
    await pageA.getByRole('button', { name: /Notifications, 1 unread/ }).click();
    const panel = pageA.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Match Proposal - New').waitFor();
    await screenshotFromTop(pageA, 'notifications-panel-360');
    await panel.getByRole('button', { name: 'View Now' }).click();
    await pageA.waitForURL(`**/match/proposal/${matchUid}`);
    await pageA.getByRole('button', { name: 'Approve Match' }).click();
    await pageA.getByRole('dialog').getByRole('button', { name: 'Approve Match' }).click();
    await expectToast(pageA, 'Match Proposals Accepted', 'The Match Proposal was accepted!');
    await pageA.waitForURL(`**/match/approved/${matchUid}`);
    await pageA.getByText(b.email).first().waitFor();
    await pageA.getByText('+27 83 333 4444').first().waitFor();
    await screenshotFromTop(pageA, 'match-approved-360', { waitForToasts: true });

    // B sees A's details too, and got them by e-mail.
    await pageB.goto(`${server.url}/match/approved/${matchUid}`);
    await pageB.getByText(a.email).first().waitFor();
    // Showing B the cards is recorded by the PWA's own POST (reading the match writes nothing).
    const viewsBy = async (id: string) =>
      (
        await server.ctx.pool.query(
          "select 1 from audit_log where action = 'contact-view' and actor_id = $1 and target_id = $2",
          [id, matchUid],
        )
      ).rowCount;
    await expect.poll(() => viewsBy(b.id)).toBe(1);
    const accepted = await server.smtp.waitFor(b.email, /accepted/);
    expect(accepted.text).toContain('+27 82 111 2222');
    await screenshotFromTop(pageB, 'match-approved-1280');
  });

  it('sends a third recruiter to /dashboard with the privacy toast', async () => {
    const third = await launchBrowser({ width: 360, height: 740 });
    try {
      await logInThroughForm(third.page, server, await buildRecruiter(server));
      await third.page.goto(`${server.url}/match/proposal/${matchUid}`);
      await expectToast(
        third.page,
        'Match Proposals are private',
        'The specified Match Proposal link is only available to the parties involved.',
      );
      await third.page.waitForURL('**/dashboard');
      expect(await third.page.getByText(a.email).count()).toBe(0);
    } finally {
      await third.close();
    }
  });

  it("delivers an admin's bulk message to a recruiter's bell; mark as read and delete work", async () => {
    const admin = await launchBrowser({ width: 1280, height: 800 });
    try {
      await logInThroughForm(admin.page, server, await buildAdmin(server));
      await admin.page.goto(`${server.url}/account/messages`);
      await admin.page.getByLabel('Heading', { exact: true }).fill('Association AGM');
      await admin.page
        .getByLabel('Message', { exact: true })
        .fill('The AGM is on 5 December in Sandton. <b>Bring</b> your membership number.');
      await admin.page.getByRole('button', { name: 'Send', exact: true }).click();
      // The send asks first, naming how many members it reaches.
      await admin.page
        .getByRole('dialog', { name: /^Send to \d+ members?\?$/ })
        .getByRole('button', { name: /^Send to \d+ members?$/ })
        .click();
      await expectToast(admin.page, 'Bulk Message', 'Your new bulk message was sent successfully.');
    } finally {
      await admin.close();
    }
    const pageB = browserB.page;
    await pageB.goto(`${server.url}/dashboard`);
    await pageB.reload();
    await pageB.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    const panel = pageB.getByRole('region', { name: 'Notifications' });
    const note = panel.getByRole('listitem').filter({ hasText: 'Association AGM' });
    await note.waitFor();
    // Shown as text, never as HTML.
    await note.getByText('<b>Bring</b>', { exact: false }).waitFor();
    await note.getByRole('button', { name: 'Mark as read' }).click();
    await note.getByText('Read', { exact: true }).waitFor();
    await note.getByRole('button', { name: /Delete notification/ }).click();
    await note.waitFor({ state: 'detached' });
    const { rows } = await server.ctx.pool.query(
      `select is_deleted, is_read from notes where heading = 'Association AGM' and user_id = $1`,
      [b.id],
    );
    expect(rows[0]).toEqual({ is_deleted: true, is_read: true });
  });
});
