/**
 * The first journey of a new member in real Chromium: register, activate from the mailbox,
 * log in, get walked through the stepper (personal details, categories, first listing), land on the
 * dashboard.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, e2eSkipReason } from '../support/browser';
import { buildRecruiter, randomEmail } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

describe.skipIf(Boolean(e2eSkipReason))('new member journey', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });

  it('registers, activates from the e-mail, completes the profile and reaches the dashboard', async () => {
    const { page } = browser;
    const email = randomEmail('journey');
    const password = 'Placement42';

    await page.goto(`${server.url}/register`);
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await expect.poll(() => page.title()).toBe('Recruiter Connect | Register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    const register = page.getByRole('button', { name: 'Register' });
    expect(await register.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await register.isDisabled()).toBe(false);
    await screenshot(page, 'register-360');
    await register.click();
    await page.getByRole('heading', { name: 'Confirmation Required' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/login');

    const mail = await server.smtp.waitFor(email, /Activate/);
    const link = /https?:\/\/\S+\/activate\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    // Said on the login card, which has the e-mail filled in (docs/onboarding.md).
    await page.getByRole('heading', { name: 'Activation was successful' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    // A wrong password is refused with the spec's title.
    await page.getByLabel('Password').fill('Wrong12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('toast').innerText()).resolves.toContain('Login failed!');
    await screenshot(page, 'login-failed-360');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();

    // The access guard walks a new member through the stepper: personal details, then categories.
    await page.waitForURL('**/account/personal');
    await page.getByRole('heading', { name: 'Welcome to Recruiter Connect' }).waitFor();
    expect(await page.getByTestId('onboarding-step').innerText()).toContain('Step 1 of 3');
    await page.getByLabel('First Name').fill('Naledi');
    await page.getByLabel('Last Name').fill('Khumalo');
    await page.getByLabel('Company').first().fill('Khumalo Talent');
    await page.getByLabel('Job Title').fill('Recruitment Consultant');
    await screenshot(page, 'personal-details-360');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/account/recruitment-categories');
    await page.getByRole('heading', { level: 1, name: 'Choose your recruitment categories' }).waitFor();
    expect(await page.getByTestId('onboarding-step').innerText()).toContain('Step 2 of 3');
    await page.getByLabel('Mining').check();
    await page.getByRole('button', { name: 'Save' }).click();

    // Step 3 offers the first listing; the dashboard is a tap away.
    await page.waitForURL('**/welcome');
    await page.getByRole('link', { name: 'Skip for now and go to my dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Hello, Naledi' }).waitFor();
    await expect(page.getByTestId('version').innerText()).resolves.toContain('2.8.80');
    await screenshot(page, 'dashboard-360');
  });

  it('sends a visitor to /login and back to the page they asked for', async () => {
    const account = await buildRecruiter(server);
    const { page } = browser;
    await browser.context.clearCookies();
    await page.goto(`${server.url}/account/notifications`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/account/notifications');
    await page.locator('#notifications-title').waitFor();
  });
});
