/**
 * The public site in real Chromium: a visitor finds every public page from the top bar on a
 * desktop and from the burger menu on a phone, the calls to action log their analytics events,
 * the legal pages carry the numbers of the collaboration agreement, and the footer is current.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, e2eSkipReason } from '../support/browser';
import { countEvents, screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

type PublicPage = { link: string; path: string; title: string; h1: string; shot: string };

/** The top-bar links in their order, with the title label and heading each page shows. */
const TOP_BAR_PAGES: PublicPage[] = [
  { link: 'Home', path: '/home', title: 'Welcome', h1: 'Connect and Share to make more placements', shot: 'home' },
  { link: 'About', path: '/about', title: 'About Us', h1: 'About Us', shot: 'about' },
  { link: 'Features', path: '/features', title: 'Features', h1: 'Features', shot: 'features' },
  { link: 'Contact us', path: '/contact-us', title: 'Contact Us', h1: 'Contact Us', shot: 'contact-us' },
  { link: 'Log In', path: '/login', title: 'Log in', h1: 'Log in', shot: 'login' },
  { link: 'Register', path: '/register', title: 'Register', h1: 'Register', shot: 'register' },
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

describe.skipIf(Boolean(e2eSkipReason))('public site', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser(DESKTOP);
  let page: Page;

  beforeAll(async () => {
    page = browser.page;
  });

  const topBar = () => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const burger = () => page.getByRole('banner').getByRole('button', { name: /menu/ });

  async function expectOnPage(target: PublicPage) {
    await page.waitForURL((url) => url.pathname === target.path);
    await waitForContent(page, target.h1);
    await expect.poll(() => page.title()).toBe(`Recruiter Connect | ${target.title}`);
    await expect(page.locator('h1').allInnerTexts()).resolves.toEqual([target.h1]);
  }

  it("redirects '/' to /home", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/`);
    await expectOnPage(TOP_BAR_PAGES[0]!);
  });

  it('reaches every public page from the top bar at desktop width', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/home`);
    await waitForContent(page);
    // At desktop width the links sit in the bar and the burger is hidden.
    await expect(burger().isVisible()).resolves.toBe(false);
    await expect(topBar().getByRole('link').allInnerTexts()).resolves.toEqual(TOP_BAR_PAGES.map((p) => p.link));

    // Walk the bar from the last link back to the first, so every click changes page.
    for (const target of [...TOP_BAR_PAGES].reverse()) {
      await topBar().getByRole('link', { name: target.link, exact: true }).click();
      await expectOnPage(target);
      await screenshot(page, `public-${target.shot}-1280`);
    }
  });

  it('reaches every public page from the burger menu at 360 × 740', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/features`);
    await waitForContent(page);

    for (const target of [...TOP_BAR_PAGES].reverse()) {
      // The links stay folded away until the burger is opened.
      await expect(topBar().isVisible()).resolves.toBe(false);
      await expect(burger().getAttribute('aria-expanded')).resolves.toBe('false');
      await burger().click();
      await expect(burger().getAttribute('aria-expanded')).resolves.toBe('true');
      const link = topBar().getByRole('link', { name: target.link, exact: true });
      await link.waitFor();
      await link.click();
      await expectOnPage(target);
      // Choosing a link folds the menu away again.
      await expect(topBar().isVisible()).resolves.toBe(false);
      await screenshot(page, `public-${target.shot}-360`);
    }
  });

  it("says 'Log in' everywhere but the top bar's spec-quoted 'Log In' link", async () => {
    await page.setViewportSize(PHONE);
    for (const path of ['/home', '/login', '/forgot', '/change/an-old-link']) {
      await page.goto(`${server.url}${path}`);
      await waitForContent(page);
      // The top bar's link keeps the spec's words; every other label and sentence says "Log in".
      const text = await page.locator('main').innerText();
      expect(text, path).not.toMatch(/Log In|LOG IN|Login\b/);
      expect(text, path).toMatch(/\b[Ll]og in\b/);
    }
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await expect(page.locator('h1').innerText()).resolves.toBe('Log in');
  });

  it('shows a picture of the app on a phone beside the home hero on a desktop, and not on a phone', async () => {
    for (const width of [320, 360, 414, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.url}/home`);
      await waitForContent(page);
      const picture = page.getByRole('img', { name: /^Recruiter Connect on a phone/ });
      const cta = page.getByRole('button', { name: 'Create my account now' });
      if (width < 900) {
        // A phone keeps the band for the heading and the call to action.
        await expect(picture.isVisible(), `${width} px`).resolves.toBe(false);
      } else {
        await expect(picture.isVisible()).resolves.toBe(true);
        const box = (await picture.boundingBox())!;
        const ctaBox = (await cta.boundingBox())!;
        expect(box.x + box.width, 'picture inside the screen').toBeLessThanOrEqual(width);
        expect(box.x, 'picture to the right of the text').toBeGreaterThan(ctaBox.x + ctaBox.width);
        expect(box.y, 'picture in the first screen').toBeLessThan(800);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `nothing wider than ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `tests/artifacts/screenshots/home-hero-${width}.png` });
    }
  });

  it("'Create my account now' on /home goes to /register and records 'home-cta'", async () => {
    await page.setViewportSize(PHONE);
    const before = await countEvents(server, 'home-cta');
    await page.goto(`${server.url}/home`);
    await waitForContent(page);
    await page.getByRole('button', { name: 'Create my account now' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await expect.poll(() => countEvents(server, 'home-cta')).toBe(before + 1);
    await expect(countEvents(server, 'about-cta')).resolves.toBe(0);
  });

  it("the hidden About section reveals 'Create my trial account now', which records 'about-cta'", async () => {
    await page.setViewportSize(PHONE);
    const before = await countEvents(server, 'about-cta');
    await page.goto(`${server.url}/about`);
    await waitForContent(page, 'About Us');

    const cta = page.getByRole('button', { name: 'Create my trial account now' });
    await expect(cta.isVisible()).resolves.toBe(false);
    await expect(page.getByText('14-day trial').isVisible()).resolves.toBe(false);
    await page.getByText('Not a member yet?').click();
    await cta.waitFor();
    await expect(page.getByText(/free 14-day trial account/).isVisible()).resolves.toBe(true);
    await screenshotFromTop(page, 'public-about-trial-360');

    await cta.click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await expect.poll(() => countEvents(server, 'about-cta')).toBe(before + 1);
  });

  it('/terms carries the numbers of the collaboration agreement', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/terms`);
      await waitForContent(page);
      await expect.poll(() => page.title()).toBe('Recruiter Connect | Terms');
      await screenshot(page, `public-terms-${viewport.width}`);
    }
    const text = await page.locator('main').innerText();
    // The fee split is 50/50 (the page words it as '50% to each').
    expect(text).toMatch(/50\/50|\b50% to each\b/);
    expect(text).toMatch(/\b3 business days\b/);
    expect(text).toMatch(/\b12[- ]months?\b/);
    expect(text).toMatch(/\b6[- ]months?\b/);
    expect(text).toMatch(/\b30 days\b/);
    expect(text).toMatch(/\b18 years\b/);
  });

  it('/privacy promises an answer within one month', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/privacy`);
      await waitForContent(page, 'Privacy Policy');
      await expect.poll(() => page.title()).toBe('Recruiter Connect | Privacy Policy');
      await screenshot(page, `public-privacy-${viewport.width}`);
    }
    await expect(page.locator('main').innerText()).resolves.toMatch(/\bone month\b/);
  });

  it('the footer shows the current year on public and login-type pages', async () => {
    await page.setViewportSize(DESKTOP);
    const year = new Date().getFullYear();
    for (const path of ['/home', '/features', '/login', '/register']) {
      await page.goto(`${server.url}${path}`);
      await waitForContent(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('.copyright').innerText(), path).resolves.toBe(
        `© ${year} Recruiter Connect. All rights reserved.`,
      );
    }
    // The public footer also carries the social links (named icons), the professional body's logo
    // (an image that loads, named by its alternative text) and who runs the network.
    await page.goto(`${server.url}/home`);
    await waitForContent(page);
    const footer = page.getByRole('contentinfo');
    await expect(
      footer
        .getByRole('navigation', { name: 'Social media' })
        .getByRole('link', { name: /^Recruiter Connect on / })
        .count(),
    ).resolves.toBe(3);
    await expect(
      footer
        .getByText("Recruiter Connect is run for the members of the professional recruiters' association.")
        .isVisible(),
    ).resolves.toBe(true);
    const logo = footer.getByRole('img', { name: "Professional Recruiters' Association" });
    await expect(logo.count()).resolves.toBe(1);
    await expect(logo.isVisible()).resolves.toBe(true);
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    for (const viewport of [320, 360, 414, 1280]) {
      await page.setViewportSize({ width: viewport, height: 800 });
      const box = await logo.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport, `logo inside ${viewport} px`).toBe(true);
      await footer.scrollIntoViewIfNeeded();
      await screenshot(page, `public-footer-logo-${viewport}`);
    }
  });
});
