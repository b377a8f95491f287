/**
 * The bootstrap admin works without choosing categories ("Trust"), on a 360 px phone:
 * the access guard walks members with an incomplete profile to personal details and categories
 * first, but never an administrator — the bootstrap admin (no categories) and an account promoted
 * to admin with no personal details land on the dashboard, open the admin console and the job
 * spec list (which the API no longer refuses them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { buildAdmin, buildRecruiter, type BuiltAccount } from '../support/factories';
import { logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

describe.skipIf(Boolean(e2eSkipReason))('an administrator’s first sign-in', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;

  beforeAll(async () => {
    page = browser.page;
  });

  async function signInFresh(account: BuiltAccount) {
    await browser.context.clearCookies();
    await logInThroughForm(page, server, account);
  }

  it('the bootstrap admin (no categories) lands on the dashboard and opens the admin console and job specs', async () => {
    const admin = await buildAdmin(server, {
      firstname: 'Association',
      lastname: 'Administrator',
      company: 'Recruiter Connect',
      title: 'Administrator',
      categories: [],
    });
    await signInFresh(admin);
    await page.getByRole('heading', { level: 1, name: 'Hello, Association' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.goto(`${server.url}/account/users/registered`);
    await page.getByRole('heading', { name: 'Members — Registered' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/users/registered');
    await screenshotFromTop(page, 'admin-first-sign-in-console-360');

    await page.goto(`${server.url}/jobs`);
    await page.getByRole('heading', { level: 1, name: 'Job Specs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/jobs');
    expect(await page.getByText('Profile incomplete').count()).toBe(0);
  });

  it('an admin without personal details is not walked to /account/personal', async () => {
    const admin = await buildAdmin(server, {
      firstname: null,
      lastname: null,
      company: null,
      title: null,
      categories: [],
    });
    await signInFresh(admin);
    await page.getByRole('heading', { level: 1, name: `Hello, ${admin.email}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.goto(`${server.url}/account/matches/transactions`);
    await page.getByRole('heading', { name: 'All matches' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/matches/transactions');
  });

  it('a member without categories is still walked to /account/recruitment-categories', async () => {
    const member = await buildRecruiter(server, { categories: [] });
    await signInFresh(member);
    await page.waitForURL('**/account/recruitment-categories');
  });
});
