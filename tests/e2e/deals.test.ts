/**
 * The deal after "yes", on a 360 px phone: the job owner approves a match, opens the
 * deal from the header's Deals link, enters the fee %, accepts the terms (the partner accepts too),
 * and records every stage from Interviewing to Partner paid; the fee and the two shares come from
 * the server; each stage is confirmed in a sheet that says what the partner will be told, and can
 * be undone for a few seconds (the first Interviewing is); the dashboard shows the deal tiles. A third member opening the deal gets the privacy
 * redirect 'Deals are private'. Screenshots at 320, 360, 414 and 1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSkipReason, launchBrowser, screenshot, type Browser } from '../support/browser';
import {
  elementsOutsideViewport,
  expectToast,
  logInThroughForm,
  screenshotFromTop,
  seriousAxeFindings,
  waitForContent,
} from '../support/e2e-helpers';
import { buildAdmin, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import type { TestServer } from '../support/test-server';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import type { TestClient } from '../support/test-client';
import type { Page } from 'playwright-core';
import { useTestServer } from '../support/use-test-server';

const today = () => new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);

/** Fills and submits a stage's form, confirms in the sheet that says who is told, and waits for the stage. */
async function recordStage(page: Page, label: string, fill?: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  const form = page.getByRole('form', { name: label });
  await form.waitFor();
  if (fill) await fill(form);
  await form.getByRole('button', { name: `Record ${label}` }).click();
  const sheet = page.getByRole('dialog', { name: `Record ${label}?` });
  await sheet.getByText(/will be told:/).waitFor();
  await sheet.getByRole('button', { name: `Record ${label}` }).click();
  await page.getByRole('heading', { level: 2, name: `Stage: ${label}` }).waitFor();
}

/** A new deal between the two (the owner approves the partner's proposal over the API): its uid. */
async function openDealBetween(server: TestServer, ownerApi: TestClient, partnerApi: TestClient, title: string) {
  const job = await ownerApi.post('/api/jobs', jobBody({ jobTitle: title }));
  const candidate = await partnerApi.post('/api/candidates', candidateBody({ candidateTitle: `${title} candidate` }));
  const proposal = await partnerApi.post('/api/matches', { job: job.body.uid, candidate: candidate.body.uid });
  expect((await ownerApi.post(`/api/matches/${proposal.body.uid}/approve`)).status).toBe(200);
  const { rows } = await server.ctx.pool.query<{ id: string }>('select id from deals where proposal_id = $1', [
    proposal.body.uid,
  ]);
  return rows[0]!.id;
}

describe.skipIf(Boolean(e2eSkipReason))('a deal from approval to Partner paid', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true', DEAL_UNDO_SECONDS: '10' } });
  let phone: Browser;
  let owner: BuiltAccount;
  let partner: BuiltAccount;
  let partnerClient: TestClient;
  let ownerClient: TestClient;
  let dealUid = '';

  beforeAll(async () => {
    // The production undo window: time to look at the undo bar (and run axe on it) before it goes.
    owner = await buildRecruiter(server, { firstname: 'Ayanda', lastname: 'Khumalo', isApproved: true });
    partner = await buildRecruiter(server, {
      firstname: 'Pieter',
      lastname: 'van Wyk',
      company: 'Karoo Search',
      isApproved: true,
    });
    phone = await launchBrowser({ width: 360, height: 740 });
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('approves, agrees the terms and tracks every stage to Partner paid', async () => {
    const ownerApi = await signIn(server, owner);
    ownerClient = ownerApi;
    partnerClient = await signIn(server, partner);
    const job = await ownerApi.post('/api/jobs', jobBody({ jobTitle: 'Financial Manager' }));
    const candidate = await partnerClient.post(
      '/api/candidates',
      candidateBody({ candidateTitle: 'CA(SA) Finance Lead' }),
    );
    expect([job.status, candidate.status]).toEqual([201, 201]);
    const proposal = await partnerClient.post('/api/matches', { job: job.body.uid, candidate: candidate.body.uid });
    expect(proposal.status).toBe(201);

    const page = phone.page;
    await logInThroughForm(page, server, owner);
    await page.goto(`${server.url}/match/proposal/${proposal.body.uid}`);
    await page.getByRole('button', { name: 'Approve Match' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve Match' }).click();
    await expectToast(page, 'Match Proposals Accepted', 'The Match Proposal was accepted!');

    // The approved match leads to its deal; so does the Deals link in the header (behind the burger at 360 px).
    await page.waitForURL(`**/match/approved/${proposal.body.uid}`);
    await page.getByTestId('open-deal').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals' }).click();
    await waitForContent(page, 'Deals');
    await page.getByTestId('deal-tile').first().click();
    await page.waitForURL('**/deals/*');
    dealUid = page.url().split('/').pop()!;
    await waitForContent(page, /^Deal J/);
    await screenshotFromTop(page, 'deal-introduced-360', { waitForToasts: true });

    // Terms: the job owner enters the fee %, accepts; the partner accepts (API).
    await page.getByRole('button', { name: 'Change terms' }).click();
    await page.getByLabel('Fee % of the annual CTC').fill('18');
    await page.getByRole('button', { name: 'Save terms' }).click();
    await expectToast(page, 'Deal updated');
    await expect.poll(() => page.getByTestId('deal-fee-percent').innerText(), { timeout: 20_000 }).toContain('18%');
    await page.getByRole('button', { name: 'Accept terms' }).click();
    await page.getByText(/Ayanda Khumalo \(you\): accepted/).waitFor();
    expect((await partnerClient.post(`/api/deals/${dealUid}/accept-terms`)).status).toBe(200);
    await page.reload();
    await page.getByText('Final', { exact: true }).waitFor();

    // Recording asks first, saying what the partner will be told; then Undo for a few seconds.
    const form = page.getByRole('form', { name: 'Interviewing' });
    await form.getByRole('button', { name: 'Record Interviewing' }).click();
    const sheet = page.getByRole('dialog', { name: 'Record Interviewing?' });
    await sheet.getByText('Pieter van Wyk will be told:').waitFor();
    expect(await sheet.innerText()).toContain('Ayanda Khumalo moved the deal on candidate C');
    expect(await sheet.innerText()).toMatch(/You can undo it for \d+ seconds; they are told after that\./);
    expect(await elementsOutsideViewport(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'deal-confirm-stage-360');
    await sheet.getByRole('button', { name: 'Record Interviewing' }).click();
    await page.getByRole('heading', { level: 2, name: 'Stage: Interviewing' }).waitFor();
    const undoBar = page.getByTestId('undo-stage');
    await undoBar.getByText(/Interviewing recorded\./).waitFor();
    expect(await elementsOutsideViewport(page, '[data-testid="undo-stage"]')).toEqual([]);
    await screenshot(page, 'deal-undo-stage-360');
    await undoBar.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Deal updated', 'The stage was undone. Nobody was told.');
    await page.getByRole('heading', { level: 2, name: 'Stage: Introduced' }).waitFor();
    expect(await undoBar.count()).toBe(0);

    await recordStage(page, 'Interviewing');
    await recordStage(page, 'Offer made');
    await recordStage(page, 'Placed', async (form) => {
      await form.getByLabel('Start date').fill(today());
      await form.getByLabel('Annual CTC (rand)').fill('750 000');
    });
    // 750 000 × 18% = R135 000, R67 500 each.
    await expect.poll(() => page.getByTestId('deal-fee').innerText(), { timeout: 20_000 }).toBe('R135 000');
    expect(await page.getByTestId('deal-share-job-owner').innerText()).toBe('R67 500');
    expect(await page.getByTestId('deal-share-partner').innerText()).toBe('R67 500');
    await recordStage(page, 'Invoiced', (form) => form.getByLabel('Invoice date').fill(today()));
    await recordStage(page, 'Client paid', (form) => form.getByLabel('Date the client paid').fill(today()));
    await page
      .getByTestId('deal-due')
      .getByText(/Partner payment due by/)
      .waitFor();
    await screenshotFromTop(page, 'deal-client-paid-360', { waitForToasts: true });

    // The dashboard: one open deal, one placement this month, R67 500 owed by the job owner.
    await page.goto(`${server.url}/dashboard`);
    await expect
      .poll(() => page.getByTestId('stat-feesOwedByMeRand').textContent(), { timeout: 20_000 })
      .toContain('R67 500');
    expect(await page.getByTestId('stat-openDeals').innerText()).toContain('1');
    expect(await page.getByTestId('stat-placementsThisMonth').innerText()).toContain('1');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the dashboard is wider than the phone').toBeLessThanOrEqual(0);
    await screenshotFromTop(page, 'dashboard-deal-tiles-360');

    await page.goto(`${server.url}/deals/${dealUid}`);
    await recordStage(page, 'Partner paid', (form) => form.getByLabel('Date the partner was paid').fill(today()));
    await page
      .getByTestId('deal-due')
      .getByText(/Partner paid on/)
      .waitFor();
    // The partner was told of each move.
    const mail = await server.smtp.waitFor(partner.email, /^Deal - Partner paid/, 30_000);
    expect(mail.text).toContain(`/deals/${dealUid}`);
    await screenshotFromTop(page, 'deal-partner-paid-360', { waitForToasts: true });
  });

  it('looks right at 320, 414 and 1280 px, the list too', async () => {
    for (const width of [320, 414, 1280]) {
      const browser = await launchBrowser({ width, height: width > 1000 ? 800 : 740, bypassCSP: true });
      try {
        await logInThroughForm(browser.page, server, partner);
        await browser.page.goto(`${server.url}/deals/${dealUid}`);
        await waitForContent(browser.page, /^Deal J/);
        await browser.page.getByTestId('deal-fee').waitFor();
        // Nothing wider than the screen.
        const overflow = await browser.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
        await screenshotFromTop(browser.page, `deal-${width}`);
        // The confirmation sheet and the undo bar fit the screen at every width.
        const fresh = await openDealBetween(server, ownerClient, partnerClient, `Deal check ${width}`);
        await browser.page.goto(`${server.url}/deals/${fresh}`);
        await waitForContent(browser.page, /^Deal J/);
        await browser.page
          .getByRole('form', { name: 'Interviewing' })
          .getByRole('button', { name: 'Record Interviewing' })
          .click();
        const sheet = browser.page.getByRole('dialog', { name: 'Record Interviewing?' });
        await sheet.getByText('Ayanda Khumalo will be told:').waitFor();
        expect(await elementsOutsideViewport(browser.page, 'dialog[open]'), `the sheet at ${width} px`).toEqual([]);
        if (width === 414) expect(await seriousAxeFindings(browser.page), 'axe with the sheet open').toEqual([]);
        await screenshot(browser.page, `deal-confirm-stage-${width}`);
        await sheet.getByRole('button', { name: 'Record Interviewing' }).click();
        const undoBar = browser.page.getByTestId('undo-stage');
        await undoBar.waitFor();
        expect(
          await elementsOutsideViewport(browser.page, '[data-testid="undo-stage"]'),
          `the undo bar at ${width} px`,
        ).toEqual([]);
        if (width === 414) expect(await seriousAxeFindings(browser.page), 'axe with the undo bar').toEqual([]);
        await screenshot(browser.page, `deal-undo-stage-${width}`);
        await undoBar.getByRole('button', { name: 'Undo' }).click();
        await browser.page.getByRole('heading', { level: 2, name: 'Stage: Introduced' }).waitFor();
        await browser.page.goto(`${server.url}/deals?status=all`);
        await browser.page.getByTestId('deal-tile').first().waitFor();
        await screenshotFromTop(browser.page, `deals-list-${width}`);
        if (width === 414) {
          // The terms page names the version a deal's acceptance records.
          await browser.page.goto(`${server.url}/terms`);
          expect(await browser.page.getByTestId('terms-version').innerText()).toContain('Version 2026-11');
        }
      } finally {
        await browser.close();
      }
    }
  });

  it('sends anyone else to /dashboard with "Deals are private"', async () => {
    const third = await launchBrowser({ width: 360, height: 740 });
    try {
      await logInThroughForm(third.page, server, await buildRecruiter(server, { isApproved: true }));
      await third.page.goto(`${server.url}/deals/${dealUid}`);
      await expectToast(
        third.page,
        'Deals are private',
        'The specified Deal link is only available to the parties involved.',
      );
      await third.page.waitForURL('**/dashboard');
      expect(await third.page.getByText('Financial Manager').count()).toBe(0);
    } finally {
      await third.close();
    }
  });

  it('gives the admin the Disputes queue, the printable record, the chart and the CSV', async () => {
    const statement = 'The client says it was invoiced twice for this placement; we disagree on who holds the fee.';
    expect((await partnerClient.post(`/api/deals/${dealUid}/dispute`, { statement })).status).toBe(200);
    const admin = await launchBrowser({ width: 1280, height: 800 });
    try {
      await logInThroughForm(admin.page, server, await buildAdmin(server));
      await admin.page.goto(`${server.url}/account/deals`);
      await admin.page.getByTestId('dispute-row').first().waitFor();
      await admin.page.getByTestId('deal-chart').waitFor();
      expect(await admin.page.getByTestId('deal-chart').getAttribute('aria-label')).toContain('1 placements, R135 000');
      await screenshotFromTop(admin.page, 'admin-deals-1280');
      const csv = admin.page.getByRole('link', { name: 'Download deals (CSV)' });
      expect(await csv.getAttribute('href')).toBe('/api/deals/export.csv');
      await admin.page.getByRole('link', { name: 'Record for the committee' }).first().click();
      await admin.page.waitForURL(`**/deals/${dealUid}/record`);
      const record = admin.page.getByTestId('deal-record');
      await record.getByText(statement).first().waitFor();
      await record
        .getByText(/Partner paid on/)
        .first()
        .waitFor();
      await screenshotFromTop(admin.page, 'deal-record-1280');
      // The printed page: the record only, without the app's bar.
      await admin.page.emulateMedia({ media: 'print' });
      expect(await admin.page.locator('header.appbar').isVisible()).toBe(false);
      expect(await admin.page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
      await screenshotFromTop(admin.page, 'deal-record-print-1280');
    } finally {
      await admin.close();
    }
  });
});
