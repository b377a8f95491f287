/**
 * Conversations on two 360 px phones (docs/conversations.md): a recruiter asks about another
 * member's job spec from the listing; its owner answers from the bell's note; the asker sees the
 * answer and the read receipt, with neither side named, and can go on to propose; once the match is
 * approved the conversation names both and reaches them from the match. Screenshots of the list and
 * a thread at 320, 360, 414 and 1280 px (tests/artifacts/screenshots/messages-*).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason, launchBrowser, screenshot, type Browser } from '../support/browser';
import { elementsOutsideViewport, logInThroughForm, seriousAxeFindings, waitForContent } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';

const OWNER = { firstname: 'Ayanda', lastname: 'Khumalo', company: 'Umhlanga Talent' };
const ASKER = { firstname: 'Pieter', lastname: 'van Wyk', company: 'Karoo Search' };

/** No name or company of either party anywhere on the page. */
async function expectNobodyNamed(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const value of [OWNER.firstname, OWNER.lastname, OWNER.company, ASKER.firstname, ASKER.lastname, ASKER.company])
    expect(text, `the page names ${value}`).not.toContain(value);
}

describe.skipIf(Boolean(e2eSkipReason))('asking about a listing, answering, and talking after approval', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  let ownerPhone: Browser;
  let askerPhone: Browser;
  let owner: BuiltAccount;
  let asker: BuiltAccount;

  beforeAll(async () => {
    owner = await buildRecruiter(server, { ...OWNER, isApproved: true });
    asker = await buildRecruiter(server, { ...ASKER, isApproved: true });
    ownerPhone = await launchBrowser({ width: 360, height: 740 });
    // axe-core is injected on the asker's phone (its CSP is bypassed for that).
    askerPhone = await launchBrowser({ width: 360, height: 740, bypassCSP: true });
  });
  afterAll(async () => {
    await ownerPhone?.close();
    await askerPhone?.close();
  });

  it('ask → answer from the bell → the answer, read → approved → the named conversation', async () => {
    const ownerApi = await signIn(server, owner);
    const askerApi = await signIn(server, asker);
    const job = await ownerApi.post('/api/jobs', jobBody({ jobTitle: 'Treasury Analyst' }));
    expect(job.status).toBe(201);

    // The asker, on the job spec: "Ask about this listing".
    const a = askerPhone.page;
    await logInThroughForm(a, server, asker);
    await a.goto(`${server.url}/jobs/${job.body.uid}`);
    await a.getByTestId('ask-about-listing').click();
    await a.getByLabel('Your question').fill(`Call me on 082 555 0199`);
    await a.getByRole('button', { name: 'Send question' }).click();
    // The server's anonymity guard refuses a phone number, beside the field.
    await a.getByText('This text may reveal who the candidate or client is: a phone number.').waitFor();
    await a.getByLabel('Your question').fill('Is the client open to a hybrid arrangement for this role?');
    await a.getByRole('button', { name: 'Send question' }).click();
    await a.waitForURL('**/messages/*');
    const threadUid = a.url().split('/').pop()!;
    await waitForContent(a, 'The job spec’s recruiter');
    await a.getByTestId('read-receipt').filter({ hasText: 'Sent' }).waitFor();
    await expectNobodyNamed(a);

    // The owner: the bell's note leads to the thread, which names no one either.
    const o = ownerPhone.page;
    await logInThroughForm(o, server, owner);
    await o.getByTestId('bell-count').waitFor();
    await o.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = o.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Question - New').waitFor();
    await panel
      .locator('.note')
      .filter({ hasText: 'Question - New' })
      .getByRole('button', { name: 'View Now' })
      .click();
    await o.waitForURL(`**/messages/${threadUid}`);
    await waitForContent(o, 'A member with a matching candidate');
    await o.getByText('Is the client open to a hybrid arrangement for this role?').waitFor();
    await expectNobodyNamed(o);
    expect(await o.getByTestId('propose-from-thread').count()).toBe(0);
    await o.getByLabel('Your message').fill('Yes: three days in the office, two at home.');
    await o.getByRole('button', { name: 'Send', exact: true }).click();
    await o.getByTestId('message-mine').filter({ hasText: 'three days in the office' }).waitFor();
    expect(await elementsOutsideViewport(o, '#main')).toEqual([]);
    await screenshot(o, 'messages-thread-owner-360');

    // The asker sees the answer (the thread asks again every 10 s), and that the question was read.
    await a.getByTestId('message-theirs').filter({ hasText: 'three days in the office' }).waitFor({ timeout: 20_000 });
    await a.getByTestId('read-receipt').filter({ hasText: 'Read' }).waitFor({ timeout: 20_000 });
    await expectNobodyNamed(a);
    expect(await seriousAxeFindings(a), 'the thread').toEqual([]);
    for (const width of [320, 360, 414, 1280]) {
      await a.setViewportSize({ width, height: 800 });
      expect(await elementsOutsideViewport(a, '#main'), `thread at ${width} px`).toEqual([]);
      await screenshot(a, `messages-thread-${width}`);
    }
    await a.setViewportSize({ width: 360, height: 740 });

    // One tap to a proposal: the propose flow with the job spec filled in.
    await a.getByTestId('propose-from-thread').click();
    await a.waitForURL(`**/jobs/propose/${job.body.uid}`);

    // The list, from the app bar.
    await a.goto(`${server.url}/messages`);
    await waitForContent(a, 'Messages');
    await a.getByTestId('thread-tile').first().waitFor();
    await expectNobodyNamed(a);
    expect(await seriousAxeFindings(a), 'the list').toEqual([]);
    for (const width of [320, 360, 414, 1280]) {
      await a.setViewportSize({ width, height: 800 });
      expect(await elementsOutsideViewport(a, '#main'), `list at ${width} px`).toEqual([]);
      await screenshot(a, `messages-list-${width}`);
    }
    await a.setViewportSize({ width: 360, height: 740 });

    // After approval: the match's conversation, reached from the approved match, names both.
    const candidate = await askerApi.post('/api/candidates', candidateBody({ candidateTitle: 'Treasury Specialist' }));
    const match = await askerApi.post('/api/matches', { job: job.body.uid, candidate: candidate.body.uid });
    expect((await ownerApi.post(`/api/matches/${match.body.uid}/approve`)).status).toBe(200);
    await a.goto(`${server.url}/match/approved/${match.body.uid}`);
    await a.getByTestId('open-conversation').click();
    await a.waitForURL(`**/messages/${match.body.uid}`);
    await waitForContent(a, `${OWNER.firstname} ${OWNER.lastname}, ${OWNER.company}`);
    await a.getByLabel('Your message').fill('Thanks! When can we set up the first interview?');
    await a.getByRole('button', { name: 'Send', exact: true }).click();
    await a.getByTestId('message-mine').filter({ hasText: 'first interview' }).waitFor();
    await screenshot(a, 'messages-conversation-360');

    await o.goto(`${server.url}/messages/${match.body.uid}`);
    await waitForContent(o, `${ASKER.firstname} ${ASKER.lastname}, ${ASKER.company}`);
    await o.getByText('When can we set up the first interview?').waitFor();
  }, 180_000);
});
