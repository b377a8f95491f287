/**
 * My Account in real Chromium, signed in as a recruiter on a phone: saving nothing, changing the
 * password (wrong and right current password), the account redirects, switching to a hiring
 * company (which turns the listing alerts off) and logging out.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { buildRecruiter, findAccount, type BuiltAccount } from '../support/factories';
import { expectToast, logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { HIRING_COMPANY_TYPE_ID } from '../../shared/lookups';

describe.skipIf(Boolean(e2eSkipReason))('My Account pages', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  let recruiter: BuiltAccount;
  beforeAll(() => {
    page = browser.page;
  });

  // Every test starts signed out, then signs in as a fresh recruiter through the login form.
  beforeEach(async () => {
    await browser.context.clearCookies();
    recruiter = await buildRecruiter(server);
    await logInThroughForm(page, server, recruiter);
    await page.waitForURL('**/dashboard');
  });

  async function openAccountPage(path: string, heading: string) {
    await page.goto(`${server.url}${path}`);
    await page.waitForURL((url) => url.pathname === path);
    await waitForContent(page, 'My Account');
    await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
  }

  it("saving personal details with no changes shows 'Account status'", async () => {
    await openAccountPage('/account/personal', 'Personal Details');
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Thandi');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Account status', 'You have no changes to save at this time.');
    await expect(page.getByTestId('toast').getAttribute('class')).resolves.toContain('toast--alert');
    await screenshotFromTop(page, 'account-personal-no-changes-360');
  });

  it("changes the password on /account/general; a wrong current password signs out to /login ('Authentication failed!')", async () => {
    const newPassword = 'Shortlist88';
    await openAccountPage('/account/general', 'General');
    await expect(page.locator('.facts').innerText()).resolves.toContain(recruiter.email);
    const form = page.getByRole('form', { name: 'Change password' });

    await form.getByLabel('Current Password').fill('NotMyPassword9');
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password').fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    // 'Authentication failed!' goes to /login: this device is signed out and must sign in again.
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expectToast(page, 'Authentication failed!', 'The Current Password provided is not valid.');
    await expect(page.getByTestId('toast').getAttribute('class')).resolves.toContain('toast--error');
    await screenshotFromTop(page, 'account-general-wrong-password-360');
    const me = await page.evaluate(async () => (await fetch('/api/me')).status);
    expect(me).toBe(401);
    // The old password still works.
    const stillOld = await server
      .client()
      .post('/api/auth/login', { email: recruiter.email, password: recruiter.password });
    expect(stillOld.status).toBe(200);

    await logInThroughForm(page, server, recruiter);
    await page.waitForURL('**/dashboard');
    await openAccountPage('/account/general', 'General');
    await form.getByLabel('Current Password').fill(recruiter.password);
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password').fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed', 'You can start using your new password as of your next log in.');
    // The form is cleared, and the new password is the one that signs in now.
    await expect(form.getByLabel('Current Password').inputValue()).resolves.toBe('');
    const withNew = await server.client().post('/api/auth/login', { email: recruiter.email, password: newPassword });
    expect(withNew.status).toBe(200);
    const withOld = await server
      .client()
      .post('/api/auth/login', { email: recruiter.email, password: recruiter.password });
    expect(withOld.status).toBe(401);
  });

  it('/account goes to /account/general and /subscription to /account/subscription', async () => {
    await page.goto(`${server.url}/account`);
    await page.waitForURL((url) => url.pathname === '/account/general');
    await page.getByRole('heading', { level: 2, name: 'General', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Recruiter Connect | My Account');

    await page.goto(`${server.url}/subscription`);
    await page.waitForURL((url) => url.pathname === '/account/subscription');
    await page.getByRole('heading', { level: 2, name: 'Subscription', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Recruiter Connect | Subscription');
    await screenshotFromTop(page, 'account-subscription-360');
  });

  it('choosing Hiring Company shows the notice and, once saved, disables the two listing alerts', async () => {
    await openAccountPage('/account/notifications', 'Notifications');
    const jobAlerts = page.getByRole('checkbox', { name: /New job spec alerts/ });
    const candidateAlerts = page.getByRole('checkbox', { name: /New candidate alerts/ });
    // As a recruitment agency both alerts can be chosen.
    await expect(jobAlerts.isDisabled()).resolves.toBe(false);
    await expect(candidateAlerts.isDisabled()).resolves.toBe(false);

    await openAccountPage('/account/personal', 'Personal Details');
    const notice = page.getByRole('note');
    await expect(notice.count()).resolves.toBe(0);
    await page.getByLabel('Company Type').selectOption({ label: 'Hiring Company' });
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(
      /Hiring companies do not receive new candidate or new position alerts/,
    );
    await screenshotFromTop(page, 'account-personal-hiring-company-360');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Account updated', 'Your personal details were updated successfully.');

    const saved = await findAccount(server, recruiter.id);
    expect(saved?.companyType).toBe(HIRING_COMPANY_TYPE_ID);
    expect(saved?.notifications).toMatchObject({ newCandidate: false, newPosition: false });

    await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/account/notifications');
    await page.getByRole('heading', { level: 2, name: 'Notifications', exact: true }).waitFor();
    for (const alert of [jobAlerts, candidateAlerts]) {
      await expect(alert.isDisabled()).resolves.toBe(true);
      await expect(alert.isChecked()).resolves.toBe(false);
    }
    await expect(page.getByText('Not available to hiring companies.').count()).resolves.toBe(2);
    // The other e-mails stay available.
    await expect(page.getByRole('checkbox', { name: /General updates/ }).isDisabled()).resolves.toBe(false);
    await screenshotFromTop(page, 'account-notifications-hiring-company-360', { waitForToasts: true });
  });

  it("Log Out shows 'Logged Out', returns to /login, and a guarded page then sends to /login", async () => {
    await openAccountPage('/account/subscription', 'Subscription');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expectToast(page, 'Logged Out');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await screenshotFromTop(page, 'logged-out-360');

    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    // The session really ended on the server, not just in the page.
    const me = await page.evaluate(async () => (await fetch('/api/me')).status);
    expect(me).toBe(401);
  });
});
