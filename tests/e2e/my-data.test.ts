/**
 * "My data" in real Chromium: My Account links to /account/privacy, whose
 * "Download my data" saves GET /api/me/export's attachment — the member's own data, as JSON with a
 * CSV per table. Screenshots at 320, 360, 414 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { buildRecruiter, signIn } from '../support/factories';
import { createListing } from '../support/fixtures/listings';
import { logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';

const WIDTHS = [320, 360, 414, 1280] as const;

describe.skipIf(Boolean(e2eSkipReason))('My data', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  beforeAll(() => {
    page = browser.page;
  });

  it('links Privacy & My Data (tab Privacy) from My Account and downloads the member’s data as one file', async () => {
    const member = await buildRecruiter(server);
    const job = await createListing(await signIn(server, member), 'job');
    await logInThroughForm(page, server, member);
    await page.goto(`${server.url}/account/general`);
    await waitForContent(page, 'My Account');
    await page
      .getByRole('navigation', { name: 'My Account' })
      .getByRole('link', { name: 'Privacy', exact: true })
      .click();
    await page.waitForURL('**/account/privacy');
    await page.getByRole('heading', { name: 'Privacy & My Data' }).waitFor();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
      // As a phone of that width opens it: the tab strip scrolls the current tab into view on load.
      await page.reload();
      await page.getByRole('heading', { name: 'Privacy & My Data' }).waitFor();
      await screenshotFromTop(page, `account-privacy-${width}`);
      // Nothing wider than the screen at any width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 360, height: 740 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^recruiter-connect-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const body = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(body.profile.email).toBe(member.email);
    expect(body.jobs.map((l: { uid: string }) => l.uid)).toEqual([job.uid]);
    expect(body.csv.jobs).toContain(job.uid);
  });
});
