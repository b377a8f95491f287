/**
 * The signed-in shell (app bar, bell, navigation) is on screen before the data behind it: while
 * GET /api/me or a list's search is still on its way, a returning member sees the app, not a blank
 * page or a bare logo. The server stays real; the browser holds its answers back (Playwright route
 * interception) until the test has seen the shell, then lets them through.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { e2eSkipReason, screenshot } from '../support/browser';
import { useBrowser } from '../support/use-browser';
import { useTestServer } from '../support/use-test-server';
import { logInThroughForm } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { createListing, uniqueWord } from '../support/fixtures/listings';

/**
 * Holds back the answers to requests for this API path until `release()`: `requested` settles once
 * the page has asked.
 */
async function holdAnswers(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  const matches = (url: URL) => url.pathname === pathname;
  const passing: Array<Promise<void>> = [];
  const handler = (route: Route) => {
    markRequested();
    const passed = released.then(() => route.continue());
    passing.push(passed);
    return passed;
  };
  await page.route(matches, handler);
  return {
    requested,
    async release() {
      release();
      // Every held request goes on to the server before the interception ends.
      await Promise.all(passing);
      await page.unroute(matches, handler);
    },
  };
}

/** The app bar with the bell, and the navigation (inline from 1200 px, behind the menu button below). */
async function expectShell(page: Page, width: number) {
  const bar = page.getByRole('banner');
  await bar.getByRole('button', { name: /^Notifications/ }).waitFor();
  if (width >= 1200) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Specs' }).waitFor();
  } else {
    await bar.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Specs' }).waitFor();
    await bar.getByRole('button', { name: 'Close menu' }).click();
  }
}

describe.skipIf(Boolean(e2eSkipReason))('the signed-in shell paints before its data', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  let recruiter: BuiltAccount;
  const jobTitle = `Shaft Engineer ${uniqueWord()}`;

  beforeAll(async () => {
    page = browser.page;
    recruiter = await buildRecruiter(server);
    await createListing(await signIn(server, recruiter), 'job', { jobTitle });
    await logInThroughForm(page, server, recruiter);
  });

  it.each([
    [320, 700],
    [360, 740],
    [414, 820],
    [1280, 800],
  ])('shows the app bar, bell and navigation at %i px while /api/me is on its way', async (width, height) => {
    await page.setViewportSize({ width, height });
    const me = await holdAnswers(page, '/api/me');
    try {
      await page.goto(`${server.url}/jobs`);
      await me.requested;
      await expectShell(page, width);
      // Nothing of the member's data yet: the list waits for the answer.
      expect(await page.getByRole('link', { name: jobTitle }).count()).toBe(0);
      // The placeholder fills the screen, so the footer waits below the fold instead of jumping
      // down when the list arrives (a layout shift Lighthouse counted on /jobs).
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      expect(footer.y, 'the footer starts below the fold').toBeGreaterThanOrEqual(height);
      await screenshot(page, `shell-before-me-${width}`);
    } finally {
      await me.release();
    }
    await page.getByRole('link', { name: jobTitle }).waitFor();
  });

  it('shows the shell and the list header while the search is on its way', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const search = await holdAnswers(page, '/api/jobs');
    try {
      // A search this device has not kept an answer to (a kept one shows at once, from the device).
      await page.goto(`${server.url}/jobs?q=Shaft`);
      await search.requested;
      await expectShell(page, 360);
      await page.getByRole('heading', { level: 1, name: 'Job Specs' }).waitFor();
      await page.getByLabel('Keyword', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: jobTitle }).count()).toBe(0);
      await screenshot(page, 'shell-before-search-360');
    } finally {
      await search.release();
    }
    await page.getByRole('link', { name: jobTitle }).waitFor();
  });

  it.each([320, 360, 414, 1280])(
    'paints the bar from the page alone at %i px, before any script has run, as tall as the app’s',
    async (width) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${server.url}/jobs`);
      await expectShell(page, width);
      const appBar = (await page.getByRole('banner').boundingBox())!;
      // The same page with scripts off: what a phone shows while the code downloads.
      const noScripts = await browser.context
        .browser()!
        .newContext({ javaScriptEnabled: false, viewport: { width, height: 740 } });
      try {
        const bare = await noScripts.newPage();
        await bare.goto(`${server.url}/jobs`);
        const boot = bare.locator('#root > .boot-bar');
        await expect(boot.innerText()).resolves.toBe('Recruiter Connect');
        const box = (await boot.boundingBox())!;
        expect(box.x, 'starts at the left edge').toBe(0);
        expect(box.width, 'spans the screen').toBe(width);
        expect(
          Math.abs(box.height - appBar.height),
          `${box.height} px against the app’s ${appBar.height}`,
        ).toBeLessThan(1);
        await expect(boot.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(11, 79, 138)');
        await screenshot(bare, `shell-before-scripts-${width}`);
      } finally {
        await noScripts.close();
      }
    },
  );

  it('shows the shell right after logging in, before the dashboard has its data', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await browser.context.clearCookies();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(recruiter.email);
    await page.getByLabel('Password').fill(recruiter.password);
    const dashboard = await holdAnswers(page, '/api/dashboard');
    try {
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/dashboard');
      await dashboard.requested;
      await expectShell(page, 360);
      await screenshot(page, 'shell-after-login-360');
    } finally {
      await dashboard.release();
    }
  });
});
