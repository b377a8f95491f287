/**
 * POPIA and good standing (docs/privacy.md) in real Chromium: a lapsed member's /subscription explains why they cannot use the
 * network and lets them request approval; the administrators' Settings tab turns the rule off and
 * on; the candidate form asks for the poster's consent declaration, and the detail panel shows it
 * to the owner. Screenshots at 320, 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { buildAdmin, buildRecruiter, findAccount, signIn, type BuiltAccount } from '../support/factories';
import { candidateBody } from '../support/fixtures/listings';
import { MESSAGES } from '../../shared/messages';
import {
  expectToast,
  fillCandidateFields,
  logInThroughForm,
  screenshotFromTop,
  waitForContent,
} from '../support/e2e-helpers';

const WIDTHS = [320, 360, 414, 1280] as const;

const DAY_MS = 86_400_000;

describe.skipIf(Boolean(e2eSkipReason))('POPIA and fair play', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  beforeAll(() => {
    page = browser.page;
  });

  async function signInAs(account: BuiltAccount) {
    await browser.context.clearCookies();
    await logInThroughForm(page, server, account);
  }

  async function shoot(name: string) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await screenshotFromTop(page, `${name}-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
  }

  it('explains the lapsed state on /subscription and requests approval', async () => {
    const lapsed = await buildRecruiter(server, { activatedAt: new Date(Date.now() - 20 * DAY_MS) });
    await signInAs(lapsed);
    await page.goto(`${server.url}/subscription`);
    await page.waitForURL('**/account/subscription');
    await waitForContent(page, 'My Account');
    const notice = page.getByTestId('lapsed-notice');
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toContain('Your 14-day trial ended on');
    await expect(notice.innerText()).resolves.toContain('cannot search other members’ listings');
    await expect(page.locator('dl').innerText()).resolves.toContain('Trial ended — awaiting approval');
    await shoot('subscription-lapsed');

    await page.getByRole('button', { name: 'Request approval' }).click();
    await expectToast(page, 'Activation requested');
    await expect(notice.innerText()).resolves.toContain('Your approval request has been sent.');
    await expect.poll(async () => (await findAccount(server, lapsed.id))?.contactRequested).toBe(true);

    // The network refuses them with the same explanation.
    await page.goto(`${server.url}/jobs`);
    await page.getByText(MESSAGES.membershipLapsed).waitFor();
    await screenshotFromTop(page, 'jobs-lapsed-360');
  });

  it('lets an administrator turn the good-standing rule off and on', async () => {
    const admin = await buildAdmin(server);
    await signInAs(admin);
    await page.goto(`${server.url}/account/settings`);
    await waitForContent(page, 'My Account');
    const toggle = page.getByLabel('Members in good standing only', { exact: false });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await shoot('admin-settings');
    // The box follows the stored setting: it changes once the server has saved it.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expectToast(page, 'Settings updated');
    const client = await signIn(server, admin);
    await expect
      .poll(async () => (await client.get('/api/admin/settings')).body.settings.requireGoodStanding)
      .toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect
      .poll(async () => (await client.get('/api/admin/settings')).body.settings.requireGoodStanding)
      .toBe(true);
  });

  it('tells the poster, once saved, that another member already lists the candidate (no date, no probe)', async () => {
    const other = await signIn(server, await buildRecruiter(server));
    const earlier = await other.post('/api/candidates', candidateBody({ identifiers: { idNumber: '7503124982089' } }));
    expect(earlier.status).toBe(201);
    const member = await buildRecruiter(server);
    await signInAs(member);
    await page.goto(`${server.url}/candidates/add`);
    await fillCandidateFields(page, 'Plant Metallurgist');
    await page.getByLabel('The candidate agreed to be presented anonymously', { exact: false }).check();
    await page.getByLabel('SA ID Number', { exact: true }).fill('750312 4982 089');
    const probes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('duplicate-check')) probes.push(request.url());
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/candidates$/);
    await expectToast(page, 'Candidate created');
    const dialog = page.getByRole('dialog', { name: 'Possible duplicate candidate' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('This candidate is already listed by another member.');
    expect(text).not.toMatch(/since|\d{4}/);
    expect(probes).toEqual([]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await page.screenshot({ path: `tests/artifacts/screenshots/candidate-already-listed-${width}.png` });
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await dialog.getByRole('button', { name: 'OK' }).click();
  });

  it('asks for consent on the candidate form and shows it on the detail panel', async () => {
    const owner = await buildRecruiter(server);
    await signInAs(owner);
    await page.goto(`${server.url}/candidates/add`);
    await page.getByLabel('Candidate Title', { exact: true }).waitFor();
    const consent = page.getByLabel('The candidate agreed to be presented anonymously', { exact: false });
    await consent.check();
    await expect(page.getByLabel('Date of consent', { exact: true }).inputValue()).resolves.toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await page.getByLabel('Date of consent', { exact: true }).fill('2026-01-15');
    await page.getByRole('heading', { name: 'Consent' }).scrollIntoViewIfNeeded();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await screenshotFromTop(page, `candidate-consent-form-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });

    const client = await signIn(server, owner);
    const created = await client.post(
      '/api/candidates',
      candidateBody({ consent: { given: true, date: '2026-02-03' } }),
    );
    expect(created.status).toBe(201);
    await page.goto(`${server.url}/candidates/${created.body.uid}`);
    const shown = page.getByTestId('listing-consent');
    await shown.waitFor();
    await expect(shown.innerText()).resolves.toBe('Given 3 February 2026');
    await page.getByTestId('listing-consent').scrollIntoViewIfNeeded();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await screenshotFromTop(page, `candidate-consent-detail-${width}`);
    }
  });
});
