/**
 * Suggested matches in the PWA at 360 px: a recruiter's new candidate shows, on its own
 * page, the job specs of other members that fit it, best first, with the score and the reasons;
 * Propose opens the Propose a Match screen with both listings chosen, one tap sends the proposal,
 * and the tile then shows the proposal's state. Screenshots of the panel at 320/360/414/1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { SCREENSHOT_DIR, e2eSkipReason, screenshot } from '../support/browser';
import { expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { candidateBody, jobBody, uniqueWord } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

describe.skipIf(Boolean(e2eSkipReason))('suggested matches, from a new candidate to a sent proposal', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let recruiter: BuiltAccount;
  let other: BuiltAccount;

  beforeAll(async () => {
    [recruiter, other] = await Promise.all([
      buildRecruiter(server, { firstname: 'Lerato', lastname: 'Dlamini', company: 'Dlamini Search' }),
      buildRecruiter(server, { firstname: 'Pieter', lastname: 'Botha', company: 'Botha Talent' }),
    ]);
  });

  it('shows the fitting job specs with score and reasons, and proposes the best in one tap', async () => {
    const fields = {
      categories: [23],
      natures: [1],
      equities: [1],
      locations: [301],
      packageId: 5,
      sectors: [30],
    };
    const otherClient = await signIn(server, other);
    const best = await otherClient.post(
      '/api/jobs',
      jobBody({ ...fields, jobTitle: `Cloud Architect ${uniqueWord('t')}`, genderId: 4 }),
    );
    const nearby = await otherClient.post(
      '/api/jobs',
      jobBody({ ...fields, jobTitle: 'DevOps Engineer', locations: [302], packageId: 6 }),
    );
    const elsewhere = await otherClient.post(
      '/api/jobs',
      jobBody({ ...fields, jobTitle: 'Data Scientist', locations: [901], packageId: 8, sectors: [13] }),
    );
    for (const res of [best, nearby, elsewhere]) expect(res.status, JSON.stringify(res.body)).toBe(201);

    // The recruiter's new candidate.
    const mine = await signIn(server, recruiter);
    const candidate = await mine.post(
      '/api/candidates',
      candidateBody({ ...fields, candidateTitle: 'Senior Cloud Engineer', genderId: 2 }),
    );
    expect(candidate.status, JSON.stringify(candidate.body)).toBe(201);

    const page = browser.page;
    await logInThroughForm(page, server, recruiter);
    await page.goto(`${server.url}/candidates/${candidate.body.uid}`);
    const panel = page.getByRole('region', { name: 'Suggested matches' });
    await panel.getByTestId('suggestion').first().waitFor();
    const tiles = panel.getByTestId('suggestion');
    expect(await tiles.count()).toBe(3);
    const first = tiles.first();
    expect(await first.getByRole('heading').textContent()).toMatch(/^Cloud Architect/);
    expect(await first.getByLabel('Fit 100 out of 100').count()).toBe(1);
    const reasons = await first.getByRole('list', { name: 'Why it fits' }).getByRole('listitem').allTextContents();
    expect(reasons[0]).toBe('Same category: IT & Internet');
    expect(reasons).toContain('Same city: Johannesburg');
    expect(await tiles.nth(1).getByRole('heading').textContent()).toBe('DevOps Engineer');
    expect(await tiles.nth(1).getByText('Johannesburg and Pretoria are in Gauteng').count()).toBe(1);
    // No owner identity on any tile.
    const text = (await panel.textContent()) ?? '';
    for (const secret of [other.email, 'Botha', 'Pieter']) expect(text).not.toContain(secret);

    // The panel at the four widths.
    for (const [width, height] of [
      [320, 700],
      [414, 820],
      [1280, 800],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screenshotFromTop(page, `suggestions-page-${width}`);
      // The panel alone, for a close look.
      await panel.screenshot({ path: path.join(SCREENSHOT_DIR, `suggestions-panel-${width}.png`) });
      // Nothing sticks out sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    }

    // Propose: both listings chosen, one tap on Send Proposal.
    await first.getByRole('link', { name: /^Propose/ }).click();
    await page.waitForURL(`**/jobs/propose/${best.body.uid}?with=${candidate.body.uid}`);
    const send = page.getByRole('button', { name: 'Send Proposal' });
    await send.waitFor();
    await page.getByText('Senior Cloud Engineer').first().waitFor();
    await screenshotFromTop(page, 'suggestions-propose-360');
    await send.click();
    await expectToast(page, 'Match Proposal sent', 'Your Match Proposal was sent successfully.');
    await page.waitForURL('**/match/proposal/*');
    const matchUid = page.url().split('/').pop()!;
    const { rows } = await server.ctx.pool.query<{ job_id: string; candidate_id: string; status: string }>(
      'select job_id, candidate_id, status from proposals where id = $1',
      [matchUid],
    );
    expect(rows).toEqual([{ job_id: best.body.uid, candidate_id: candidate.body.uid, status: 'proposed' }]);

    // Back on the candidate, the tile shows the proposal instead of the button.
    await page.goto(`${server.url}/candidates/${candidate.body.uid}`);
    const proposed = panel.getByTestId('suggestion').first();
    await proposed.getByText('Proposed', { exact: true }).waitFor();
    expect(await proposed.getByRole('link', { name: /^Propose/ }).count()).toBe(0);
    expect(await proposed.getByRole('link', { name: 'View the proposal' }).getAttribute('href')).toBe(
      `/match/proposal/${matchUid}`,
    );
    await screenshot(page, 'suggestions-proposed-360');
  });
});
