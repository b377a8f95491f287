/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve('tests/artifacts/screenshots');
export const e2eSkipReason = process.env.E2E_SKIP_REASON;

export type Browser = { context: BrowserContext; page: Page; close(): Promise<void> };

/**
 * `bypassCSP` lets a test inject its own inline script (axe-core for the accessibility suite);
 * leave it off everywhere else so the app's Content-Security-Policy is exercised.
 */
export async function launchBrowser(
  options: { width?: number; height?: number; bypassCSP?: boolean } = {},
): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'rc-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    serviceWorkers: 'allow',
    bypassCSP: options.bypassCSP ?? false,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Notifications in Chromium's own centre, not the desktop's over D-Bus (none here): with the
      // desktop bridge, getNotifications() could drop one just shown, and a push test saw nothing.
      '--disable-features=NativeNotifications',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot for reviewers under tests/artifacts/screenshots (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
