/**
 * The bootstrap administrator's first sign-in with ADMIN_MFA=required, on a 360 px phone: the
 * password alone leads only to setting up two-factor sign-in (the admin console sends them back
 * there); they scan (here: read) the key, confirm with the password and a code computed from it,
 * see their recovery codes once, and then reach the admin console. The next sign-in asks for a code
 * after the password. Screenshots of each step at 320, 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason, screenshot } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { screenshotFromTop } from '../support/e2e-helpers';
import { ensureAdmin } from '../../api/services/accounts/ensure-admin';
import { awayFromStepEnd, codeAt } from '../support/totp';

const WIDTHS = [320, 360, 414, 1280];
const PHONE = { width: 360, height: 740 };

describe.skipIf(Boolean(e2eSkipReason))(
  'the bootstrap administrator’s first sign-in sets up two-factor sign-in',
  () => {
    const server = useTestServer({ env: { SERVE_WEB: 'true', ADMIN_MFA: 'required', LOGIN_LIMIT_PER_IP: '1000' } });
    const browser = useBrowser(PHONE);
    let page: Page;
    beforeAll(() => {
      page = browser.page;
    });

    /** Each width, from the top, then back to the phone. */
    async function shots(name: string) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
        await screenshotFromTop(page, `${name}-${width}`);
      }
      await page.setViewportSize(PHONE);
    }

    async function signInWithPassword(email: string, password: string) {
      await page.goto(`${server.url}/login`);
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
    }

    it('walks the admin through set-up before the console, then asks for a code at each sign-in', async () => {
      const email = 'admin@recruiterconnect.local';
      const password = 'Bootstrap42';
      const bootstrap = await ensureAdmin(server.ctx, { email, password });
      expect(bootstrap?.created).toBe(true);

      await signInWithPassword(email, password);
      await page.waitForURL((url) => url.pathname === '/account/two-factor');
      await page.getByTestId('mfa-required').waitFor();

      // The console sends them back until it is set up.
      await page.goto(`${server.url}/account/users/registered`);
      await page.waitForURL((url) => url.pathname === '/account/two-factor');
      await page.getByTestId('mfa-required').waitFor();
      await shots('admin-two-factor-required');

      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const qr = page.getByRole('img', { name: 'QR code to scan' });
      await qr.waitFor();
      await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const secret = (await page.locator('main code').first().innerText()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await shots('admin-two-factor-setup');

      const form = page.getByRole('form', { name: 'Turn on two-factor sign-in' });
      await form.getByLabel('Password').fill(password);
      await awayFromStepEnd();
      await form.getByLabel('6-digit code from the app').fill(codeAt(secret, -1));
      await form.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

      const codes = page.getByTestId('recovery-codes').locator('code');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      const recoveryCodes = await codes.allInnerTexts();
      for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      await shots('admin-two-factor-recovery-codes');

      await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto(`${server.url}/account/users/registered`);
      await page.getByRole('heading', { name: 'Members — Registered' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/account/users/registered');
      await screenshotFromTop(page, 'admin-two-factor-console-360');

      // The recovery codes are never shown again.
      await page.goto(`${server.url}/account/two-factor`);
      await page.getByTestId('mfa-on').waitFor();
      expect(await page.getByTestId('recovery-codes').count()).toBe(0);

      // Next sign-in: the password, then a code.
      await browser.context.clearCookies();
      await signInWithPassword(email, password);
      const codeForm = page.getByRole('form', { name: 'Two-factor sign-in' });
      await codeForm.getByLabel('Authentication code').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await shots('admin-two-factor-sign-in-code');
      await codeForm.getByLabel('Authentication code').fill(codeAt(secret, 0));
      await codeForm.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${server.url}/account/users/registered`);
      await page.getByRole('heading', { name: 'Members — Registered' }).waitFor();
      await screenshot(page, 'admin-two-factor-console-after-code-360');
    });
  },
);
