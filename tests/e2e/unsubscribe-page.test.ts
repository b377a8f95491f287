/**
 * A mail's unsubscribe link opened in a browser, in real Chromium: the page says which e-mails it
 * stops and changes nothing until its button is pressed; the button turns that one toggle off and
 * the page says so. A link that does not verify explains where to go instead. Screenshots at 320,
 * 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import { screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { waitForMails } from '../support/api-helpers';

const WIDTHS = [320, 360, 414, 1280] as const;

describe.skipIf(Boolean(e2eSkipReason))('Unsubscribe from a mail link', () => {
  const server = useTestServer();
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  beforeAll(() => {
    page = browser.page;
  });

  const generalUpdatesOf = async (email: string) =>
    (
      await server.ctx.pool.query<{ on: boolean }>(
        `select (notifications ->> 'generalUpdates')::boolean as on from accounts where email = $1`,
        [email],
      )
    ).rows[0]!.on;

  /** Each width, the page inside it: no sideways scrolling, nothing cut. */
  async function screenshotsOf(name: string) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      await screenshotFromTop(page, `${name}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBe(width);
    }
    await page.setViewportSize({ width: 360, height: 740 });
  }

  it('shows what the link stops, and stops it only when the button is pressed', async () => {
    const member = await buildRecruiter(server);
    const admin = await signIn(server, await buildAdmin(server));
    const heading = `Office closed on Friday ${Date.now()}`;
    expect((await admin.post('/api/admin/messages', { heading, message: 'Placements continue.' })).status).toBe(201);
    const [mail] = await waitForMails(server, member.email, new RegExp(heading), 1);
    const url = /^<([^>]+)>$/.exec(mail!.header('list-unsubscribe') ?? '')![1]!;

    await page.goto(url);
    await waitForContent(page, 'Unsubscribe?');
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain('You will no longer get “General updates” e-mails');
    await screenshotsOf('unsubscribe-confirm');
    expect(await generalUpdatesOf(member.email)).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await waitForContent(page, 'You are unsubscribed');
    await screenshotsOf('unsubscribe-done');
    expect(await generalUpdatesOf(member.email)).toBe(false);
    expect(await page.getByRole('link', { name: 'Manage all your e-mail preferences' }).getAttribute('href')).toBe(
      `${server.url}/account/notifications`,
    );
  });

  it('explains a link that does not verify', async () => {
    await page.goto(`${server.url}/api/unsubscribe/not-a-real-link.AAAA`);
    await waitForContent(page, 'Unsubscribe link invalid');
    await screenshotsOf('unsubscribe-invalid');
  });
});
