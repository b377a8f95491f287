/**
 * A bulk message asks first (safer actions), in real Chromium: Send opens a confirmation
 * with the message as members will see it and the number of members it reaches — counted by the
 * server with the send's own rule — and nothing is written until "Send to N members". Keep
 * editing sends nothing. Screenshots at 320, 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { buildAdmin, buildRecruiter } from '../support/factories';
import { expectToast, logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';

const WIDTHS = [320, 360, 414, 1280] as const;

describe.skipIf(Boolean(e2eSkipReason))('Admin safer actions: bulk message asks first, members open on work', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true', LOGIN_LIMIT_PER_IP: '1000' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  beforeAll(() => {
    page = browser.page;
  });

  const notesHeaded = async (heading: string) =>
    Number((await server.ctx.pool.query('select count(*) from notes where heading = $1', [heading])).rows[0].count);

  it('shows the preview and names the recipient count before anything is sent', async () => {
    const admin = await buildAdmin(server, { firstname: 'Ayanda', lastname: 'Admin' });
    await Promise.all([buildRecruiter(server), buildRecruiter(server), buildRecruiter(server, { isDeleted: true })]);
    const members = Number(
      (await server.ctx.pool.query('select count(*) from accounts where is_deleted = false')).rows[0].count,
    );
    await logInThroughForm(page, server, admin);
    await page.goto(`${server.url}/account/messages`);
    await waitForContent(page);
    const heading = `Office closed on Friday ${Date.now()}`;
    await page.getByLabel('Heading').fill(heading);
    await page
      .getByLabel('Message', { exact: true })
      .fill('The association office is closed on Friday. Placements continue as usual.');

    // First a change of mind: nothing is sent.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Send to ${members} members?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await notesHeaded(heading)).toBe(0);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('bulk-preview').innerText()).toContain(heading);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await dialog.waitFor();
      await screenshotFromTop(page, `admin-bulk-confirm-${width}`);
      const box = await dialog.boundingBox();
      expect(box!.x, `${width}px`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${width}px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await notesHeaded(heading), 'nothing sent while asking').toBe(0);

    await dialog.getByRole('button', { name: `Send to ${members} members` }).click();
    await expectToast(page, 'Bulk Message');
    expect(await notesHeaded(heading)).toBe(members);
  });

  it('opens the members list on the step with work: a member awaiting approval', async () => {
    const admin = await buildAdmin(server);
    const waiting = await buildRecruiter(server, { isApproved: false });
    await logInThroughForm(page, server, admin);
    await page.goto(`${server.url}/account/general`);
    await page.getByRole('link', { name: 'Members' }).first().click();
    await page.waitForURL('**/account/users/activated');
    await page.getByText(waiting.email).first().waitFor();
    await screenshotFromTop(page, 'admin-members-opens-on-work-360');
  });
});
