/**
 * Deadlines and responsiveness (docs/deadlines.md) in the browser: the Propose screen shows how the other recruiter usually answers, a
 * pending match shows "Answer by {date}" and (to its proposer) the approver's record, a lapsed
 * match is headed 'Lapsed Match' with no buttons, and the dashboard shows one's own record.
 * The app's clock is moved in-process (api/clock.ts). Screenshots at 320/360/414/1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resetClock, setClock } from '../../api/clock';
import { handleDeadlineSweep } from '../../api/jobs/deadline-sweep';
import { e2eSkipReason } from '../support/browser';
import { logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import type { TestClient } from '../support/test-client';
import { addCalendarDays, saDateOf, saStartOf } from '../../shared/rules/business-days';
import { answerByLabel, answerByOf, deadlineOf } from '../../shared/rules/proposal-deadline';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

const WIDTHS = [320, 360, 414, 1280];
const HOUR = 3_600_000;

async function shootAllWidths(page: Page, name: string, waitFor: () => Promise<unknown>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    await waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await screenshotFromTop(page, `${name}-${width}`);
  }
}

describe.skipIf(Boolean(e2eSkipReason))('proposal deadlines and the responsiveness record', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let approver: BuiltAccount;
  let proposer: BuiltAccount;
  let approverClient: TestClient;
  let proposerClient: TestClient;
  let jobUid = '';
  const base = new Date(saStartOf(addCalendarDays(saDateOf(new Date()), 1)).getTime() + 10 * HOUR);

  const newCandidate = async (title: string) => {
    const res = await proposerClient.post('/api/candidates', candidateBody({ candidateTitle: title }));
    expect(res.status).toBe(201);
    return res.body.uid as string;
  };
  const proposeAt = async (at: Date, candidateUid: string) => {
    setClock(at);
    const res = await proposerClient.post('/api/matches', { job: jobUid, candidate: candidateUid });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.uid as string;
  };

  beforeAll(async () => {
    approver = await buildRecruiter(server, { firstname: 'Thandi', company: 'Ndlovu Talent' });
    proposer = await buildRecruiter(server, { firstname: 'Pieter', company: 'Botha Search' });
    [approverClient, proposerClient] = await Promise.all([signIn(server, approver), signIn(server, proposer)]);
    const job = await approverClient.post('/api/jobs', jobBody({ jobTitle: 'Senior Process Engineer' }));
    expect(job.status).toBe(201);
    jobUid = job.body.uid as string;
    // A record to show: three answered within a day (2, 5 and 20 hours), one lapsed.
    const answered = [2, 5, 20];
    for (const [i, hours] of answered.entries()) {
      const uid = await proposeAt(base, await newCandidate(`Process Engineer ${i + 1}`));
      setClock(new Date(base.getTime() + hours * HOUR));
      expect((await approverClient.post(`/api/matches/${uid}/decline`)).status).toBe(200);
    }
    await proposeAt(base, await newCandidate('Process Engineer 4'));
    setClock(new Date(deadlineOf(answerByOf(base)).getTime() + HOUR));
    await handleDeadlineSweep(server.ctx, null);
  });
  afterAll(async () => {
    resetClock();
  });

  it('Propose screen: the job poster’s record, and the proposer’s pending match', async () => {
    const page = browser.page;
    await newCandidate('Chemical Process Engineer');
    await logInThroughForm(page, server, proposer);
    await page.goto(`${server.url}/jobs/propose/${jobUid}`);
    await waitForContent(page, 'Propose a Match');
    const line = page.getByTestId('responsiveness');
    await expect.poll(() => line.innerText()).toBe('Its recruiter: Usually answers within 5 hours · 75 % answered');
    expect(await page.getByText('Ndlovu Talent').count()).toBe(0);
    await shootAllWidths(page, 'propose-responsiveness', () => line.waitFor());

    await page.getByRole('button', { name: /Chemical Process Engineer/ }).click();
    await page.getByRole('button', { name: 'Send Proposal' }).click();
    await page.waitForURL('**/match/proposal/*');
    await page.getByRole('heading', { name: 'Proposed Match' }).waitFor();
    const answerBy = answerByOf(new Date(deadlineOf(answerByOf(base)).getTime() + HOUR));
    await expect.poll(() => page.getByText(answerByLabel(answerBy)).count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('responsiveness').innerText())
      .toBe('The recipient: Usually answers within 5 hours · 75 % answered');
    await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 20_000 });
    await shootAllWidths(page, 'match-pending-proposer', () => page.getByTestId('responsiveness').waitFor());
  });

  it('a lapsed match: headed Lapsed Match, no buttons, for the approver too; the dashboard record', async () => {
    const page = browser.page;
    const uid = await proposeAt(base, await newCandidate('Process Engineer 5'));
    setClock(new Date(deadlineOf(answerByOf(base)).getTime() + 2 * HOUR));
    await page.context().clearCookies();
    await logInThroughForm(page, server, approver);
    await page.goto(`${server.url}/match/proposal/${uid}`);
    await page.getByRole('heading', { name: 'Lapsed Match' }).waitFor();
    await page.getByText(/so it has lapsed\. It can no longer be approved or declined/).waitFor();
    expect(await page.getByRole('button', { name: /Approve|Decline/ }).count()).toBe(0);
    await shootAllWidths(page, 'match-lapsed', () => page.getByRole('heading', { name: 'Lapsed Match' }).waitFor());

    await page.goto(`${server.url}/dashboard`);
    const mine = page.getByTestId('my-responsiveness');
    await expect.poll(() => mine.innerText()).toBe('Usually answers within 5 hours · 75 % answered');
    await page.getByText('Last 90 days: 4 received · 1 lapsed unanswered.', { exact: false }).waitFor();
    await shootAllWidths(page, 'dashboard-responsiveness', () => mine.waitFor());
  });
});
