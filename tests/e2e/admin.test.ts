/**
 * The administrator console in real Chromium: approving a newly activated member (who gets the
 * 'registration approved' mail), resending an activation ('Activation Sent') and recording a
 * member's payment history and sourcing flag, the Country Name asked for the Other location,
 * closing another user's job with the '// ADM' Close action, and a recruiter who reaches an admin
 * page being sent to /account/general.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { buildAdmin, buildRecruiter, findAccount, signIn, type BuiltAccount } from '../support/factories';
import { expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { jobBody } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

describe.skipIf(Boolean(e2eSkipReason))('administrator console', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  let admin: BuiltAccount;

  beforeAll(async () => {
    page = browser.page;
    admin = await buildAdmin(server, { firstname: 'Ayanda', lastname: 'Admin' });
  });

  it('approves a newly activated member, who gets the registration approved mail', async () => {
    const member = await buildRecruiter(server, {
      firstname: 'Lerato',
      lastname: 'Mokoena',
      company: 'Mokoena Talent',
    });
    await logInThroughForm(page, server, admin);

    await page.goto(`${server.url}/account/users/activated`);
    await page.getByRole('heading', { name: 'Members — Awaiting approval' }).waitFor();
    await expect(page.getByRole('link', { name: /Awaiting approval/ }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );

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

  it("resends an activation ('Activation Sent'), records the payment history and the sourcing flag", async () => {
    const member = await buildRecruiter(server, {
      firstname: 'Sipho',
      lastname: 'Dlamini',
      isActive: false,
      activatedAt: null,
    });
    await page.goto(`${server.url}/account/user/${member.id}`);
    await page.getByRole('heading', { level: 2, name: 'Sipho Dlamini' }).waitFor();

    // Spec “The error catalogue” success toasts: 'Activation Sent'.
    await page.getByRole('button', { name: 'Resend activation' }).click();
    await expectToast(page, 'Activation Sent', `A new activation e-mail is on its way to ${member.email}.`);
    await server.smtp.waitFor(member.email, /Activate your Recruiter Connect account/);

    // Payment history: two months recorded, one flipped to paid.
    const record = page.getByRole('form', { name: 'Record a month' });
    await record.getByLabel('Month').fill('2026-01');
    await record.getByRole('button', { name: 'Record month' }).click();
    await expectToast(page, 'Payment history update was completed successfully');
    await record.getByLabel('Month').fill('2026-02');
    await record.getByLabel('Paid').uncheck();
    await record.getByRole('button', { name: 'Record month' }).click();
    const history = page.getByRole('list', { name: 'Payment history' });
    const february = history.getByRole('listitem').filter({ hasText: 'February 2026' }).locator('.periods__state');
    await expect.poll(() => february.innerText().catch(() => '')).toBe('Unpaid');
    await page.getByRole('button', { name: 'Mark February 2026 paid' }).click();
    await expect.poll(() => february.innerText()).toBe('Paid');
    await expect
      .poll(async () => (await findAccount(server, member.id))?.periods)
      .toEqual({ '2026-01': true, '2026-02': true });
    // Newest month first.
    await expect(history.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^February 2026/),
      expect.stringMatching(/^January 2026/),
    ]);

    await page.getByLabel(/Offers candidate sourcing services/).check();
    await page.getByRole('button', { name: 'Save candidate sourcing' }).click();
    await expectToast(page, 'Candidate sourcing update was completed successfully');
    await expect.poll(async () => (await findAccount(server, member.id))?.sourcing).toBe(true);
    await page.locator('.audit__entry', { hasText: 'payment history: February 2026 paid' }).waitFor();
    await screenshotFromTop(page, 'admin-member-payments-360', { waitForToasts: true });
  });

  it('asks for the Country Name when the Other location is chosen', async () => {
    await page.goto(`${server.url}/candidates/add`);
    await page.getByLabel('Candidate Title', { exact: true }).waitFor();
    expect(await page.getByLabel('Country Name', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: /^Locations/ }).click();
    const panel = page.getByRole('dialog', { name: 'Locations' });
    await panel.getByLabel('Other', { exact: true }).check();
    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.getByLabel('Country Name', { exact: true }).fill('Lesotho');
    await screenshotFromTop(page, 'candidate-other-location-360');
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
    await expectToast(page, 'Job closed', 'The Job Spec was closed successfully.');

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
