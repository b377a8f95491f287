/**
 * The administrator console in real Chromium: approving a newly activated member (who gets the
 * 'registration approved' mail), closing another user's job with the '// ADM' Close action, and
 * a recruiter who reaches an admin page being sent to /account/general.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, e2eSkipReason, type Browser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';
import { buildAdmin, buildRecruiter, findAccount, signIn, type BuiltAccount } from '../support/factories';
import { expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { jobBody } from '../api/listings-fixtures';

describe.skipIf(Boolean(e2eSkipReason))('administrator console', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let admin: BuiltAccount;

  beforeAll(async () => {
    server = await startTestServer({ env: { SERVE_WEB: 'true' } });
    browser = await launchBrowser({ width: 360, height: 740 });
    page = browser.page;
    admin = await buildAdmin(server, { firstname: 'Ayanda', lastname: 'Admin' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('approves a newly activated member, who gets the registration approved mail', async () => {
    const member = await buildRecruiter(server, { firstname: 'Lerato', lastname: 'Mokoena', company: 'Mokoena Talent' });
    await logInThroughForm(page, server, admin);

    await page.goto(`${server.url}/account/users/activated`);
    await page.getByRole('heading', { name: 'Members — Awaiting approval' }).waitFor();
    await expect(page.getByRole('link', { name: /Awaiting approval/ }).getAttribute('aria-current')).resolves.toBe('page');

    // The search is debounced and kept in the URL.
    await page.getByLabel('Search').fill(member.email);
    await page.waitForURL((url) => url.searchParams.get('q') === member.email);
    await expect.poll(() => page.locator('.admin__count').innerText()).toBe('1 account');
    await screenshotFromTop(page, 'admin-members-360');
    await page.getByRole('link', { name: 'Lerato Mokoena' }).click();

    await page.waitForURL(`**/account/user/${member.id}`);
    await page.getByRole('heading', { level: 2, name: 'Lerato Mokoena' }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Approve was completed successfully');

    const mail = await server.smtp.waitFor(member.email, /registration was approved/i);
    expect(mail.subject).toBe('Your Recruiter Connect registration was approved');
    expect((await findAccount(server, member.id))?.isApproved).toBe(true);

    // Approved: the Approve action is gone, Un-approve is offered, the audit log names the admin.
    await page.getByRole('button', { name: 'Un-approve' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await page.locator('.audit__entry', { hasText: 'Approved' }).filter({ hasText: admin.email }).waitFor();
    await page.getByRole('link', { name: /Back to Approved members/ }).waitFor();
    await screenshotFromTop(page, 'admin-member-approved-360', { waitForToasts: true });
  });

  it("closes another user's job with the '// ADM' Close action", async () => {
    const owner = await buildRecruiter(server);
    const client = await signIn(server, owner);
    const jobTitle = `Pit Superintendent ${Date.now().toString(36)}`;
    const created = await client.post('/api/jobs', jobBody({ jobTitle }));
    expect(created.status).toBe(201);
    const uid: string = created.body.uid;

    await page.goto(`${server.url}/jobs/${uid}`);
    await page.getByRole('heading', { name: 'Listing Detail' }).waitFor();
    await page.getByRole('link', { name: owner.email }).waitFor();
    await page.getByRole('button', { name: 'Close // ADM' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close Job Spec' }).click();
    await page.waitForURL(/\/jobs$/);
    await expectToast(page, 'Job closed', 'Your Job Spec was closed successfully.');

    const after = await client.get(`/api/jobs/${uid}`);
    expect(after.body.listing.isClosed).toBe(true);
  });

  it('sends a recruiter who opens an admin page to /account/general', async () => {
    const recruiter = await buildRecruiter(server);
    await browser.context.clearCookies();
    await logInThroughForm(page, server, recruiter);
    await page.goto(`${server.url}/account/users/registered`);
    await page.waitForURL('**/account/general');
    expect(await page.getByRole('link', { name: 'Members' }).count()).toBe(0);
  });
});
