/**
 * The payment record and the "Client paid" clock in the browser (docs/payment-record.md): a
 * pending match shows its recipient the proposer's payment band, My Account shows one's own, the
 * Client paid form asks the date (today to start with) and a proof reference, and a deal still
 * unpaid 14 business days after the client paid offers its partner the referral. Deals are seeded
 * with known figures. Screenshots at 320/360/414/1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { e2eSkipReason, SCREENSHOT_DIR } from '../support/browser';
import { logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { addBusinessDays, addCalendarDays, saDateOf } from '../../shared/rules/business-days';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { createCandidate, createJob, propose, type Party } from '../support/fixtures/matches';
import { buildDealParty, dealUidOf, moveDeal, placeDeal } from '../support/fixtures/deals';
import type { TestServer } from '../support/test-server';

const WIDTHS = [320, 360, 414, 1280];

async function shootAllWidths(page: Page, name: string, waitFor: () => Promise<unknown>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    await waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await screenshotFromTop(page, `${name}-${width}`);
  }
}

/** A deal where `jobOwner` owes `partner` (the partner's candidate for the job owner's job): its uid. */
async function dealOf(server: TestServer, jobOwner: Party, partner: Party): Promise<string> {
  const job = await createJob(jobOwner);
  const proposalUid = await propose(partner.client, job, await createCandidate(partner));
  expect((await jobOwner.client.post(`/api/matches/${proposalUid}/approve`)).status).toBe(200);
  return dealUidOf(server, proposalUid);
}

async function seedPaid(server: TestServer, uid: string, clientPaid: string, days: number | null) {
  const partnerPaid = days === null ? null : addBusinessDays(clientPaid, days);
  await server.ctx.pool.query(
    `update deals set stage = $2, fee_rand = 90000, client_paid_date = $3, payment_due_date = $4,
       partner_paid_date = $5 where id = $1`,
    [uid, partnerPaid ? 'partner_paid' : 'client_paid', clientPaid, addBusinessDays(clientPaid, 3), partnerPaid],
  );
}

describe.skipIf(Boolean(e2eSkipReason))('the payment record and the Client paid clock', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let payer: Party;
  let partner: Party;
  let recipient: Party;
  const today = saDateOf(new Date());

  beforeAll(async () => {
    [payer, partner, recipient] = await Promise.all([
      buildDealParty(server),
      buildDealParty(server),
      buildDealParty(server),
    ]);
    // Known figures: paid after 1, 5, 6 and 12 business days (median 6 → 3–7); 3 of 4 late → 80 % with
    // the one still unpaid past its due date (4 of 5).
    const start = addCalendarDays(today, -120);
    for (const [i, days] of [1, 5, 6, 12, null].entries()) {
      await seedPaid(server, await dealOf(server, payer, partner), addCalendarDays(start, i * 7), days);
    }
  });

  it('a match awaiting my answer shows the proposer’s payment band, never a name or a day count', async () => {
    const page = browser.page;
    const job = await createJob(payer);
    const uid = await propose(payer.client, job, await createCandidate(recipient));
    await logInThroughForm(page, server, recipient);
    await page.goto(`${server.url}/match/proposal/${uid}`);
    await waitForContent(page);
    const line = page.getByTestId('payment-record');
    await expect
      .poll(async () => (await line.innerText()).replace(/\n+/g, '\n'))
      .toBe(
        'Their payment record: Pays partners within 3–7 business days · 80 % overdue\n' +
          'Median business days from "Client paid" to "Partner paid" over their last deals (up to 10).',
      );
    expect(await page.getByText(payer.lastname).count()).toBe(0);
    await shootAllWidths(page, 'payment-record-match', () => line.waitFor());
  });

  it('My Account shows my own band', async () => {
    const page = browser.page;
    await page.context().clearCookies();
    await logInThroughForm(page, server, payer);
    await page.goto(`${server.url}/account/general`);
    const mine = page.getByTestId('my-payment-record');
    await expect.poll(() => mine.innerText()).toBe('Pays partners within 3–7 business days · 80 % overdue');
    await shootAllWidths(page, 'payment-record-account', () => mine.waitFor());
  });

  it('Client paid asks the date (today to start with) and a proof reference', async () => {
    const page = browser.page;
    const uid = await dealOf(server, payer, partner);
    const deal = { jobOwner: payer, partner, proposalUid: '', uid };
    await placeDeal(deal, { date: addCalendarDays(today, -30), ctc: 600_000, feePercent: '15' });
    await moveDeal(payer, uid, { stage: 'invoiced', date: addCalendarDays(today, -10) });
    await page.goto(`${server.url}/deals/${uid}`);
    const form = page.getByRole('form', { name: 'Client paid' });
    await form.waitFor();
    expect(await form.getByLabel('Date the client paid').inputValue()).toBe(today);
    await form.getByLabel('Proof reference (optional)').fill('EFT 99812');
    await shootAllWidths(page, 'client-paid-form', () => form.waitFor());
    await form.getByRole('button', { name: 'Record Client paid' }).click();
    const sheet = page.getByRole('dialog', { name: 'Record Client paid?' });
    await sheet.getByText(/Proof reference: EFT 99812\./).waitFor();
    await shootAllWidths(page, 'client-paid-confirm', () => sheet.waitFor());
    await sheet.getByRole('button', { name: 'Record Client paid' }).click();
    await page.getByRole('heading', { level: 2, name: 'Stage: Client paid' }).waitFor();
    await page
      .getByTestId('deal-due')
      .getByText(/proof reference EFT 99812/)
      .waitFor();
    await page.getByText(/\(proof reference: EFT 99812\); the partner's share is due by/).waitFor();
  });

  it('14 business days after Client paid, the partner gets the button that refers the deal', async () => {
    const page = browser.page;
    const uid = await dealOf(server, payer, partner);
    await seedPaid(server, uid, addCalendarDays(today, -30), null);
    await page.context().clearCookies();
    await logInThroughForm(page, server, partner);
    await page.goto(`${server.url}/deals/${uid}`);
    const offer = page.getByTestId('refer-unpaid');
    await offer.getByText('Still not paid?').waitFor();
    await shootAllWidths(page, 'refer-unpaid', () => offer.waitFor());
    // The card itself in the viewport, to look at closely.
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await offer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `refer-unpaid-card-${width}.png`) });
    }
    await offer.getByRole('button', { name: 'Refer the unpaid deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refer the unpaid deal?' });
    await dialog.getByRole('button', { name: 'Refer to the committee' }).click();
    await page.getByRole('heading', { level: 2, name: 'Referred to the ethics committee' }).waitFor();
    await page
      .getByText(/is not recorded as paid: the client paid on/)
      .first()
      .waitFor();
    expect(await page.getByTestId('refer-unpaid').count()).toBe(0);
  });
});
