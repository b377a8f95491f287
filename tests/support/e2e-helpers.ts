/**
 * Small helpers shared by the end-to-end tests: signing in through the real login form,
 * reading the toast, and counting analytics events straight from the database.
 */
import { expect } from 'vitest';
import type { Result as AxeResult } from 'axe-core';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import type { BuiltAccount } from './factories';
import type { TestServer } from './test-server';

/** Opens /login, signs in with the form and waits until the app has left the login page. */
export async function logInThroughForm(page: Page, server: TestServer, account: BuiltAccount): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Waits for a toast with this header and content. Toasts queue (3 s each plus a 0.5 s gap),
 * so the one we want may come after another: wait for it rather than read the current one.
 */
export async function expectToast(page: Page, header: string, content?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: header });
  await toast.waitFor({ timeout: 15_000 });
  await expect(toast.locator('.toast__header').innerText()).resolves.toBe(header);
  if (content !== undefined) await expect(toast.locator('.toast__content').innerText()).resolves.toBe(content);
}

/** How many analytics events of this name the database holds. */
export async function countEvents(server: TestServer, name: string): Promise<number> {
  const { rows } = await server.ctx.pool.query<{ n: number }>(
    'select count(*)::int as n from analytics_events where name = $1',
    [name],
  );
  return rows[0]?.n ?? 0;
}

/** Waits until `page` shows its main heading (h1) and no loading placeholder is left. */
export async function waitForContent(page: Page, h1?: string | RegExp): Promise<void> {
  const heading = h1 === undefined ? page.locator('h1').first() : page.getByRole('heading', { level: 1, name: h1 });
  await heading.waitFor();
  await page.locator('.loading').first().waitFor({ state: 'detached' });
}

/**
 * A full-page screenshot taken from the top of the page: after a click lower down, the sticky
 * header would otherwise be drawn in the middle of the image. With `waitForToasts`, waits until
 * the toast queue is empty first, so no toast hides the content.
 */
export async function screenshotFromTop(
  page: Page,
  name: string,
  options: { waitForToasts?: boolean } = {},
): Promise<void> {
  if (options.waitForToasts) await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 20_000 });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

/** Opens a multi-select of the listing form, ticks the options and closes it with Done. */
export async function chooseOptions(page: Page, label: string, options: string[]): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const panel = page.getByRole('dialog', { name: label });
  for (const option of options) await panel.getByLabel(option, { exact: true }).check();
  await panel.getByRole('button', { name: 'Done' }).click();
  await panel.waitFor({ state: 'hidden' });
}

/** Fills every required field of the New Job Spec form with a valid job spec. */
export async function fillJobFields(page: Page, title: string): Promise<void> {
  await page.getByLabel('Job Title', { exact: true }).fill(title);
  await page.getByLabel('Permanent', { exact: true }).check();
  await page.getByLabel('EE (SA Candidate)', { exact: true }).check();
  await page.getByLabel('Gender Preference', { exact: true }).selectOption({ label: 'Open' });
  await page.getByLabel('Annual CTC Package', { exact: true }).selectOption({ label: 'R400K – R600K' });
  await chooseOptions(page, 'Locations', ['Sandton']);
  await page.getByLabel('Qualifications', { exact: true }).fill('BSc Mining Engineering.');
  await page.getByLabel('Experience', { exact: true }).fill('Eight years of open-pit planning.');
  await chooseOptions(page, 'Industry Sector Experience', ['Mining & Minerals']);
  await chooseOptions(page, 'Recruitment Category', ['Mining']);
}

/**
 * Fills the New Candidate form's fields with a valid candidate, all but the consent declaration
 * (tests check its refusal, or tick it with or without a date): a metallurgist in Johannesburg.
 */
export async function fillCandidateFields(
  page: Page,
  title: string,
  options: { categories?: string[] } = {},
): Promise<void> {
  await page.getByLabel('Candidate Title', { exact: true }).fill(title);
  await page.getByLabel('Contract', { exact: true }).check();
  await page.getByLabel('Non EE (SA Candidate)', { exact: true }).check();
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' });
  await page.getByLabel('Annual CTC Package', { exact: true }).selectOption({ label: 'R600K – R800K' });
  await chooseOptions(page, 'Locations', ['Johannesburg']);
  await page.getByLabel('Qualifications', { exact: true }).fill('BEng Metallurgy (Wits).');
  await page.getByLabel('Experience', { exact: true }).fill('Six years in gold processing plants.');
  await chooseOptions(page, 'Industry Sector Experience', ['Mining & Minerals']);
  await chooseOptions(page, 'Recruitment Category', options.categories ?? ['Mining']);
}

/**
 * Every visible element under `root` (the whole page by default) lies inside the viewport's width:
 * nothing cut off at the left or right edge. Returns the offenders' descriptions for a clear failure.
 */
export async function elementsOutsideViewport(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = window.innerWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll(`${selector}, ${selector} *`)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden text (screen readers only) is clipped to a pixel on purpose.
      if (el.closest('.visually-hidden')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]}`;
        out.push(
          `${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        );
      }
    }
    return out;
  }, root);
}

/**
 * Waits until what axe measures holds still: no list is busy (a stale list is dimmed while its
 * next answer loads) and no short animation or transition is running (a sheet or bar fading in
 * has, for a moment, the contrast of half its colour). Long ones (the undo bar's countdown) run on.
 */
async function settleForAxe(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const end = a.effect?.getComputedTiming().endTime;
          return typeof end === 'number' && end <= 1_000;
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core's serious and critical violations on the page as it is now (an open sheet or panel
 * included), once it holds still. The browser must be launched with `bypassCSP: true` to inject axe.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeResult[]> {
  const axe = (await import('axe-core')).default;
  await settleForAxe(page);
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    // `axe` is the global the injected script defines.
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The same, one line each (rule and elements). */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map(
    (v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
