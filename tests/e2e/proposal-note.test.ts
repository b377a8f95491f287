/**
 * The note with a proposal on a 360 px phone: the proposer adds a note on the Propose a
 * Match screen, the guard flags a phone number as they type and Redact removes it, the counter shows
 * the limit, and both parties see the note on the proposal's page; the recipient's bell quotes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSkipReason, launchBrowser, type Browser } from '../support/browser';
import { expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';

const NOTE = 'Eight years of plant maintenance on the same line as your client, and she leads a team of six.';

describe.skipIf(Boolean(e2eSkipReason))('a note with a match proposal at 360 px', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  let browserA: Browser;
  let browserB: Browser;
  let a: BuiltAccount;
  let b: BuiltAccount;

  beforeAll(async () => {
    [a, b] = await Promise.all([buildRecruiter(server), buildRecruiter(server)]);
    [browserA, browserB] = await Promise.all([
      launchBrowser({ width: 360, height: 740 }),
      launchBrowser({ width: 360, height: 740 }),
    ]);
  });
  afterAll(async () => {
    await browserA?.close();
    await browserB?.close();
  });

  it('is written with the guard and the counter, and shown to both parties', async () => {
    const job = await (await signIn(server, a)).post('/api/jobs', jobBody({ jobTitle: 'Plant Engineer' }));
    const candidate = await (
      await signIn(server, b)
    ).post('/api/candidates', candidateBody({ candidateTitle: 'Maintenance Engineer' }));
    expect(job.status).toBe(201);
    expect(candidate.status).toBe(201);

    const pageB = browserB.page;
    await logInThroughForm(pageB, server, b);
    await pageB.goto(`${server.url}/jobs/propose/${job.body.uid}`);
    await pageB.getByRole('button', { name: /Maintenance Engineer/ }).click();
    const field = pageB.getByLabel('Add a note (optional)');
    await field.fill(`${NOTE} Call me on 082 555 0199.`);
    const findings = pageB.getByTestId('anonymity-findings');
    await findings.getByText('This text may reveal who the candidate or client is: a phone number.').waitFor();
    await expect
      .poll(() => pageB.getByTestId('character-count').innerText())
      .toContain(`${NOTE.length + ' Call me on 082 555 0199.'.length} / 1000`);
    await screenshotFromTop(pageB, 'proposal-note-guard-360');

    // Sending with the phone number still there is stopped on this device; Redact clears it.
    await pageB.getByRole('button', { name: 'Send Proposal' }).click();
    expect(pageB.url()).toContain(`/jobs/propose/${job.body.uid}`);
    await findings.getByRole('button', { name: /Redact the phone number/ }).click();
    await expect.poll(() => field.inputValue()).toBe(`${NOTE} Call me on [phone removed].`);
    await field.fill(NOTE);
    await expect.poll(() => findings.locator('li').count()).toBe(0);
    await pageB.getByRole('button', { name: 'Send Proposal' }).click();
    await expectToast(pageB, 'Match Proposal sent', 'Your Match Proposal was sent successfully.');
    await pageB.waitForURL('**/match/proposal/*');
    await pageB.getByRole('heading', { name: 'Your note' }).waitFor();
    expect(await pageB.getByTestId('proposal-note').innerText()).toBe(NOTE);
    const matchUid = pageB.url().split('/').pop()!;

    // The recipient: the bell quotes it, the proposal's page shows it whole.
    const pageA = browserA.page;
    await logInThroughForm(pageA, server, a);
    await pageA.goto(`${server.url}/match/proposal/${matchUid}`);
    await pageA.getByRole('heading', { name: 'Their note' }).waitFor();
    expect(await pageA.getByTestId('proposal-note').innerText()).toBe(NOTE);
    const widths = await pageA.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await screenshotFromTop(pageA, 'proposal-note-view-360');
    await pageA.getByRole('button', { name: /Notifications, 1 unread/ }).click();
    await pageA.getByRole('region', { name: 'Notifications' }).getByText(`Their note: “${NOTE}”`).waitFor();
  });
});
