/**
 * "Delete my account" in real Chromium at 360 px: My Account → Privacy explains
 * what happens; the dialog asks for the password (a wrong one keeps it open with the server's
 * message), then the member is signed out and lands on the login page with a toast. Signing in
 * again within the 30 days shows the due date (banner and Privacy page) and cancels. Screenshots at
 * 320, 360, 414 and 1280 px of the section, pending and not, and of the dialog and the login page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import { createListing } from '../support/fixtures/listings';
import { expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { screenshot } from '../support/browser';

const WIDTHS = [320, 360, 414, 1280] as const;

describe.skipIf(Boolean(e2eSkipReason))('Delete my account', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  beforeAll(() => {
    page = browser.page;
  });

  async function atEachWidth(name: string, ready: () => Promise<void>) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await page.reload();
      await ready();
      await page.getByRole('heading', { name: 'Delete my account' }).scrollIntoViewIfNeeded();
      await screenshotFromTop(page, `${name}-${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 360, height: 740 });
  }

  it('asks for the password in a dialog, signs the member out, and lets them cancel within the 30 days', async () => {
    const member = await buildRecruiter(server);
    const job = await createListing(await signIn(server, member), 'job');
    await logInThroughForm(page, server, member);
    await page.goto(`${server.url}/account/privacy`);
    const section = page.getByRole('region', { name: 'Delete my account' });
    await atEachWidth('account-delete', () => section.getByRole('button', { name: 'Delete my account' }).waitFor());

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await screenshot(page, 'account-delete-dialog-360');

    // A wrong password: refused, the dialog stays open with the message beside the field.
    await dialog.getByLabel('Password').fill('Not-my-password9');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('The Password provided is not correct.').waitFor();
    await screenshot(page, 'account-delete-dialog-refused-360');
    const before = await server.ctx.pool.query('select deletion_due_at from accounts where id = $1', [member.id]);
    expect(before.rows[0].deletion_due_at).toBeNull();

    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expectToast(page, 'Account deletion');
    await screenshot(page, 'account-deleted-login-360');
    const { rows } = await server.ctx.pool.query(
      'select a.deletion_due_at, j.expires_at < j.created_at as closed from accounts a join jobs j on j.owner_id = a.id where a.id = $1 and j.id = $2',
      [member.id, job.uid],
    );
    expect(rows[0].deletion_due_at).not.toBeNull();
    expect(rows[0].closed).toBe(true);
    // Signed out for real: the account page sends a visitor to the login page.
    await page.goto(`${server.url}/account/privacy`);
    await page.waitForURL('**/login**');

    // Within the 30 days: sign in again, see the due date, cancel.
    await logInThroughForm(page, server, member);
    await page.getByTestId('deletion-banner').waitFor();
    await page.goto(`${server.url}/account/privacy`);
    await atEachWidth('account-deletion-pending', () => page.getByTestId('deletion-pending').waitFor());
    await page.getByRole('button', { name: 'Cancel deletion' }).click();
    await expectToast(page, 'Account deletion');
    await section.getByRole('button', { name: 'Delete my account' }).waitFor();
    await page.getByTestId('deletion-banner').waitFor({ state: 'detached' });
    const after = await server.ctx.pool.query('select deletion_due_at from accounts where id = $1', [member.id]);
    expect(after.rows[0].deletion_due_at).toBeNull();
  });
  it('shows administrators the request and its due date, in the list and on the member, and lets them cancel it', async () => {
    const [admin, member] = await Promise.all([
      buildAdmin(server),
      buildRecruiter(server, { firstname: 'Zanele', lastname: 'Khumalo' }),
    ]);
    const res = await (await signIn(server, member)).post('/api/me/delete', { password: member.password });
    expect(res.status).toBe(200);
    await page.context().clearCookies();
    await logInThroughForm(page, server, admin);
    await page.goto(`${server.url}/account/users/activated?q=${encodeURIComponent(member.email)}`);
    await page
      .getByText(/^Deletion due /)
      .first()
      .waitFor();
    await screenshotFromTop(page, 'admin-members-deletion-360');
    await page.goto(`${server.url}/account/user/${member.id}`);
    await page.getByRole('heading', { level: 2, name: 'Zanele Khumalo' }).waitFor();
    await page.locator('.audit__entry', { hasText: 'Asked to delete the account' }).waitFor();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await screenshotFromTop(page, `admin-member-deletion-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Cancel deletion' }).click();
    await page.locator('.audit__entry', { hasText: 'Cancelled the account deletion' }).waitFor();
    expect(await page.getByText(/^Deletion due /).count()).toBe(0);
  });
});
