/**
 * Accessibility in real Chromium: axe-core runs on every public page, the login-type pages and
 * the signed-in pages, on a phone and on a desktop. Any violation with impact 'serious' or
 * 'critical' fails the test and is printed rule by rule with the offending elements.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { buildRecruiter } from '../support/factories';
import { logInThroughForm, seriousAxeViolations, waitForContent } from '../support/e2e-helpers';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

type Target = { path: string; h1: string };

const PUBLIC_PAGES: Target[] = [
  { path: '/home', h1: 'Connect and Share to make more placements' },
  { path: '/about', h1: 'About Us' },
  { path: '/features', h1: 'Features' },
  { path: '/contact-us', h1: 'Contact Us' },
  { path: '/terms', h1: 'Terms and Collaboration Agreement' },
  { path: '/privacy', h1: 'Privacy Policy' },
];

const SECURITY_PAGES: Target[] = [
  { path: '/login', h1: 'Log in' },
  { path: '/register', h1: 'Register' },
  { path: '/forgot', h1: 'Forgot your password?' },
  { path: '/change/sometoken', h1: 'Choose a new password' },
];

/** Signed-in pages, each with the heading that shows its content has arrived. */
const SIGNED_IN_PAGES: Array<Target & { content: string }> = [
  { path: '/dashboard', h1: 'Hello, Thandi', content: 'Hello, Thandi' },
  { path: '/account/general', h1: 'My Account', content: 'Change Password' },
  { path: '/account/personal', h1: 'My Account', content: 'Personal Details' },
  { path: '/account/subscription', h1: 'My Account', content: 'Subscription' },
  { path: '/account/recruitment-categories', h1: 'My Account', content: 'Recruitment Categories' },
  { path: '/account/notifications', h1: 'My Account', content: 'Notifications' },
  // Privacy & My Data: the download and "Delete my account".
  { path: '/account/privacy', h1: 'My Account', content: 'Delete my account' },
  { path: '/guide', h1: 'Getting Started', content: 'Getting Started' },
  { path: '/contact', h1: 'Contact Us', content: 'Contact Us' },
  // The lists: the search row and the results (side by side with the empty pane at 1280 px).
  { path: '/jobs', h1: 'Job Specs', content: 'Job Specs' },
  { path: '/candidates', h1: 'Candidates', content: 'Candidates' },
];

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** One readable block per rule: impact, rule id, help text, link, and each offending element. */
function describeViolation(v: axe.Result): string {
  const nodes = v.nodes.map((n) => {
    const summary = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ');
    return `  - ${n.target.join(' ')}\n    ${n.html.slice(0, 200)}\n    ${summary}`;
  });
  return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
}

async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  // Compared as readable strings, so a failure prints the rules and elements, not axe's raw objects.
  expect(violations.map(describeViolation), `serious/critical axe violations on ${where}`).toEqual([]);
}

describe.skipIf(Boolean(e2eSkipReason))('accessibility (axe-core)', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  // The app's CSP forbids inline scripts; axe-core is injected as one, so this browser bypasses it.
  const browser = useBrowser({ bypassCSP: true });
  let page: Page;

  beforeAll(async () => {
    page = browser.page;
  });

  describe.each(VIEWPORTS)('at $width px ($name)', (viewport) => {
    const where = (path: string) => `${path} at ${viewport.width} px`;

    describe('as a visitor', () => {
      beforeAll(async () => {
        await browser.context.clearCookies();
        await page.setViewportSize(viewport);
      });

      it.each([...PUBLIC_PAGES, ...SECURITY_PAGES])('$path has no serious or critical violations', async (target) => {
        await page.goto(`${server.url}${target.path}`);
        await waitForContent(page, target.h1);
        await expectAccessible(page, where(target.path));
      });

      // The burger only shows on small screens.
      it.skipIf(viewport.width >= 900)('the open burger menu has no serious or critical violations', async () => {
        await page.goto(`${server.url}/home`);
        await waitForContent(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).waitFor();
        await expectAccessible(page, where('/home with the burger menu open'));
      });

      it('the About page with its trial section open has no serious or critical violations', async () => {
        await page.goto(`${server.url}/about`);
        await waitForContent(page, 'About Us');
        await page.getByText('Not a member yet?').click();
        await page.getByRole('button', { name: 'Create my trial account now' }).waitFor();
        await expectAccessible(page, where('/about with the trial section open'));
      });
    });

    describe('signed in as a recruiter', () => {
      beforeAll(async () => {
        await browser.context.clearCookies();
        await page.setViewportSize(viewport);
        const recruiter = await buildRecruiter(server);
        await logInThroughForm(page, server, recruiter);
        await page.waitForURL('**/dashboard');
        // Let the login's toasts leave, so axe judges the pages, not a fading toast.
        await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 10_000 });
      });

      it.each(SIGNED_IN_PAGES)('$path has no serious or critical violations', async (target) => {
        await page.goto(`${server.url}${target.path}`);
        await page.waitForURL((url) => url.pathname === target.path);
        await waitForContent(page, target.h1);
        await page.getByRole('heading', { name: target.content, exact: true }).first().waitFor();
        await expectAccessible(page, where(target.path));
      });

      it('the job list with its filters sheet open has no serious or critical violations', async () => {
        await page.goto(`${server.url}/jobs`);
        await waitForContent(page, 'Job Specs');
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        await page.getByRole('dialog', { name: 'Filters' }).getByLabel('Date Posted').waitFor();
        await expectAccessible(page, where('/jobs with the filters sheet open'));
      });
    });
  });
});
