/**
 * Forms a person can finish, in real Chromium: a pasted text longer than its limit is kept whole
 * (the counter and the rule's message say so, nothing is cut), and a submit shows every problem
 * beside its field at once and focuses the first — on a candidate and on the personal details, at
 * 320, 360, 414 and 1280 px.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason, screenshot } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { buildRecruiter, type BuiltAccount } from '../support/factories';
import { expectToast, logInThroughForm, waitForContent } from '../support/e2e-helpers';
import { LIMITS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';

const WIDTHS = [320, 360, 414, 1280] as const;

/** A real candidate title the designer saw cut mid-word ("…(GCC Mines and Wor"): 150 characters. */
const LONG_TITLE =
  'Senior Mine Overseer with Blasting Certificate and Twelve Years Underground Experience, Platinum Belt (GCC Mines and Works Act), Rustenburg or Brits'.padEnd(
    150,
    '.',
  );

/** The error shown beside the field labelled `label` (its aria-describedby names it). */
async function errorBeside(page: Page, label: string): Promise<string> {
  const describedBy = (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return page.locator(`[id="${errorId}"]`).innerText();
}

/** The label of the focused control. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? '';
  });

/** True when the element is inside the viewport (after the submit scrolled to it). */
const isInView = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe.skipIf(Boolean(e2eSkipReason))('forms a person can finish', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  let recruiter: BuiltAccount;
  beforeAll(() => {
    page = browser.page;
  });

  beforeEach(async () => {
    await browser.context.clearCookies();
    await page.setViewportSize({ width: 360, height: 740 });
    recruiter = await buildRecruiter(server);
    await logInThroughForm(page, server, recruiter);
    await page.waitForURL('**/dashboard');
  });

  it.each(WIDTHS)(
    'keeps a pasted too-long candidate title whole at %i px: counter, the rule, every error at once',
    async (width) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${server.url}/candidates/add`);
      const title = page.getByLabel('Candidate Title', { exact: true });
      await title.waitFor();
      // A paste: the text goes in as one insertion, which a maxLength would cut.
      await title.focus();
      await page.keyboard.insertText(LONG_TITLE);
      await expect(title.inputValue()).resolves.toBe(LONG_TITLE);
      const counter = page.getByTestId('character-count').first();
      await expect(counter.innerText()).resolves.toContain(`${LONG_TITLE.length} / ${LIMITS.listingTitle}`);
      await expect(counter.innerText()).resolves.toContain(`${LONG_TITLE.length - LIMITS.listingTitle} too many`);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // Every problem beside its field at once; the spec's messages; the first one focused.
      await expect
        .poll(() => errorBeside(page, 'Candidate Title'))
        .toBe(`The Candidate Title field may be at most ${LIMITS.listingTitle} characters.`);
      await expect.poll(() => errorBeside(page, 'Qualifications')).toBe('The Qualifications field is required.');
      await expect.poll(() => errorBeside(page, 'Experience')).toBe('The Experience field is required.');
      await expect(page.locator('.field__error').count()).resolves.toBeGreaterThanOrEqual(6);
      await expect.poll(() => focusedLabel(page)).toBe('Candidate Title');
      await expectToast(
        page,
        'Invalid field',
        `The Candidate Title field may be at most ${LIMITS.listingTitle} characters.`,
      );
      // Nothing was cut and nothing was saved.
      await expect(title.inputValue()).resolves.toBe(LONG_TITLE);
      const { rows } = await server.ctx.pool.query('select 1 from candidates where owner_id = $1', [recruiter.id]);
      expect(rows).toHaveLength(0);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(page, `forms-long-title-${width}`);
    },
  );

  it.each(WIDTHS)('shows every personal-details error inline at once and focuses the first at %i px', async (width) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${server.url}/account/personal`);
    await waitForContent(page, 'My Account');
    await page.getByLabel('First Name', { exact: true }).fill('');
    await page.getByLabel('Last Name', { exact: true }).fill('');
    await page.getByLabel('Job Title', { exact: true }).fill('');
    await page.getByLabel('Website', { exact: true }).fill('not a website');
    // Submit from the bottom of the page, as a member does.
    await page.getByRole('button', { name: 'Save', exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect.poll(() => errorBeside(page, 'First Name')).toBe(MESSAGES.firstnameRequired);
    await expect.poll(() => errorBeside(page, 'Last Name')).toBe(MESSAGES.lastnameRequired);
    await expect.poll(() => errorBeside(page, 'Job Title')).toBe(MESSAGES.jobTitleRequired);
    await expect.poll(() => errorBeside(page, 'Website')).not.toBe('');
    await expect.poll(() => focusedLabel(page)).toBe('First Name');
    await expect.poll(() => isInView(page, 'First Name')).toBe(true);
    await expectToast(page, 'Invalid field', MESSAGES.firstnameRequired);

    // Correcting a field takes its error away; the others stay until the next submit.
    await page.getByLabel('First Name', { exact: true }).fill('Thandi');
    await expect.poll(() => errorBeside(page, 'First Name')).toBe('');
    await expect.poll(() => errorBeside(page, 'Last Name')).toBe(MESSAGES.lastnameRequired);
    await screenshot(page, `forms-personal-errors-${width}`);
  });

  it('shows a counter near a length limit and names the limit instead of cutting a pasted name', async () => {
    await page.goto(`${server.url}/account/personal`);
    await waitForContent(page, 'My Account');
    const company = page.getByLabel('Company', { exact: true });
    const long = 'Amalgamated Mining Recruitment Specialists of the Bushveld '.repeat(3);
    await company.fill('');
    await company.focus();
    await page.keyboard.insertText(long);
    await expect(company.inputValue()).resolves.toBe(long);
    await expect(page.getByTestId('character-count').first().innerText()).resolves.toContain(
      `${long.length} / ${LIMITS.company}`,
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => errorBeside(page, 'Company'))
      .toBe(`The Company field may be at most ${LIMITS.company} characters.`);
  });
});
