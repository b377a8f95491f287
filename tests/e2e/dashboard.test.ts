/**
 * The dashboard that says what to do next, in real Chromium: a member with a match proposal
 * waiting sees it first under "Needs you" with its countdown, one tap from the proposal; a new
 * member sees the first-run checklist instead of a wall of zeros; the spec's greeting, figures and
 * version label stay. Screenshots at 320, 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { buildParty, createCandidate, createJob, propose } from '../support/fixtures/matches';
import { ageListing } from '../support/fixtures/listings';
import { formatAnswerBy } from '../../shared/rules/proposal-deadline';

const WIDTHS = [320, 360, 414, 1280] as const;

async function expectNothingOutside(page: Page, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
}

describe.skipIf(Boolean(e2eSkipReason))('Dashboard: what needs you', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  beforeAll(() => {
    page = browser.page;
  });

  it('shows a waiting proposal first, with its countdown, one tap from answering it', async () => {
    const [seconder, proposer] = await Promise.all([buildParty(server), buildParty(server)]);
    const [job, candidate] = await Promise.all([
      createJob(seconder, { jobTitle: 'Senior Java Developer (Banking, Sandton)' }),
      createCandidate(proposer),
    ]);
    const expiring = await createCandidate(seconder);
    await ageListing(server, 'candidates', expiring.uid, 56);
    const uid = await propose(proposer.client, job, candidate);
    const { rows } = await server.ctx.pool.query<{ answer_by: string }>(
      `select to_char(answer_by, 'YYYY-MM-DD') as answer_by from proposals where id = $1`,
      [uid],
    );
    const day = formatAnswerBy(rows[0]!.answer_by).split(' ').slice(0, 3).join(' ');

    await logInThroughForm(page, server, seconder);
    await waitForContent(page, `Hello, ${seconder.firstname}`);
    const needsYou = page.getByTestId('needs-you');
    const row = needsYou.getByRole('link', { name: new RegExp(`Proposal on ${job.reference}`) });
    await row.waitFor();
    const countdown = row.getByTestId('countdown');
    await expect.poll(() => countdown.innerText()).toMatch(new RegExp(`^Answer by ${day}( \\d{4})? · \\d days? left$`));
    // The expiring listing has its one-tap Extend.
    await needsYou.getByRole('button', { name: new RegExp(`Extend Candidate ${expiring.reference}`) }).waitFor();
    // The spec's greeting, figures and version label are still there.
    await page.getByTestId('stat-myActiveJobs').waitFor();
    await expect.poll(() => page.getByTestId('version').innerText()).toContain('Version 2.8.80');
    // "Needs you" is above "Your numbers" in the page.
    const order = await page.evaluate(() => {
      const a = document.querySelector('[data-testid="needs-you"]')!;
      const b = document.getElementById('numbers-heading')!;
      return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await row.waitFor();
      await screenshotFromTop(page, `dashboard-needs-you-${width}`);
      await expectNothingOutside(page, width);
      // The row's tap target is at least 44 px high.
      const box = await row.boundingBox();
      expect(box!.height, `${width}px row height`).toBeGreaterThanOrEqual(44);
    }
    await page.setViewportSize({ width: 360, height: 740 });

    // Extend in one tap: the row goes (it no longer expires within the week).
    await needsYou.getByRole('button', { name: new RegExp(`Extend Candidate ${expiring.reference}`) }).click();
    await expect
      .poll(() => needsYou.getByRole('button', { name: new RegExp(`Extend Candidate ${expiring.reference}`) }).count())
      .toBe(0);

    await row.click();
    await page.waitForURL(`**/match/proposal/${uid}`);
    await page.getByRole('button', { name: 'Approve Match' }).waitFor();
  });

  it('walks a new member through the first steps instead of a wall of zeros', async () => {
    const member = await buildParty(server);
    await logInThroughForm(page, server, member);
    await waitForContent(page, `Hello, ${member.firstname}`);
    const checklist = page.getByTestId('checklist');
    await checklist.waitFor();
    await expect.poll(() => checklist.innerText()).toContain('2 of 4 done');
    await checklist.getByRole('link', { name: 'Post your first candidate or job spec' }).waitFor();
    await page.getByText('Nothing waits for you yet.').waitFor();
    await page.getByText('No match proposals sent or received in the last 8 weeks.', { exact: false }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await checklist.waitFor();
      await screenshotFromTop(page, `dashboard-first-run-${width}`);
      await expectNothingOutside(page, width);
    }
    await page.setViewportSize({ width: 360, height: 740 });
  });
});
