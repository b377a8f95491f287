/**
 * The anonymity guard as a member types, in real Chromium on a 360 px phone: a phone number pasted
 * into a candidate's free text is found under the field (checked on the device, no request), the
 * member's own company in the title and the candidate's own cellphone (typed in the private
 * section) too; one tap on Redact puts the placeholder in the field. A leak left in is refused by
 * the server beside its field; the redacted candidate saves.
 * Screenshots of the findings at 320, 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { buildRecruiter, type BuiltAccount } from '../support/factories';
import {
  elementsOutsideViewport,
  expectToast,
  fillCandidateFields,
  logInThroughForm,
  screenshotFromTop,
  seriousAxeFindings,
} from '../support/e2e-helpers';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

/** The texts that describe a control (its aria-describedby), joined. */
async function descriptionOf(page: Page, control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' | ');
}

describe.skipIf(Boolean(e2eSkipReason))('the anonymity guard in the listing form', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740, bypassCSP: true });
  let page: Page;
  let recruiter: BuiltAccount;
  const stamp = Date.now().toString(36).slice(-5);

  beforeAll(async () => {
    page = browser.page;
    recruiter = await buildRecruiter(server);
    await logInThroughForm(page, server, recruiter);
  });

  it('finds a pasted phone number under the field and redacts it with one tap', async () => {
    await page.goto(`${server.url}/candidates`);
    await page.getByRole('link', { name: 'Add New Candidate' }).click();
    await page.waitForURL('**/candidates/add');
    await fillCandidateFields(page, `Metallurgist ${stamp}`);

    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/anonymity')) checks.push(request.url());
    });
    const additional = page.getByRole('textbox', { name: 'Additional Information', exact: true });
    await additional.fill('Call Thabo on 082 555 0147');
    await expect.poll(() => descriptionOf(page, additional), { timeout: 10_000 }).toContain('a phone number');
    expect(await descriptionOf(page, additional)).toContain('082 555 0147');
    // A blocking finding marks the field as an error but never takes it away from the member.
    await expect(additional.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(additional.isEditable()).resolves.toBe(true);
    // The check runs on the device: no request while typing.
    expect(checks).toEqual([]);

    // The member's own company (from the account) in the title.
    const title = page.getByLabel('Candidate Title', { exact: true });
    await title.fill(`Metallurgist at Talent Bridge Recruitment ${stamp}`);
    await expect.poll(() => descriptionOf(page, title), { timeout: 10_000 }).toContain('your own company’s name');

    for (const width of [320, 360, 414, 1280]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
      await additional.scrollIntoViewIfNeeded();
      if (width < 1000) expect(await elementsOutsideViewport(page, '[data-testid="anonymity-findings"]')).toEqual([]);
      await screenshotFromTop(page, `anonymity-guard-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    // The findings, their quotes and Redact buttons pass axe (contrast, names, descriptions).
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'Redact the phone number' }).click();
    await expect(additional.inputValue()).resolves.toBe('Call Thabo on [phone removed]');
    await expect.poll(() => additional.getAttribute('aria-describedby')).not.toContain('anonymity');
    await expect(additional.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.getByRole('button', { name: 'Redact your own company’s name' }).click();
    await expect(title.inputValue()).resolves.toBe(`Metallurgist at [contact details removed] ${stamp}`);
  });

  it('knows the candidate’s own cellphone from the private section, in another spelling', async () => {
    await page.getByLabel('Candidate Cellphone', { exact: true }).fill('083 444 1234');
    const experience = page.getByLabel('Experience', { exact: true });
    await experience.fill('Six years in gold processing plants. Reach her on +27834441234.');
    await expect
      .poll(() => descriptionOf(page, experience), { timeout: 10_000 })
      .toContain('the phone number you gave for this listing');
    await page.getByRole('button', { name: 'Redact the phone number you gave for this listing' }).click();
    await expect(experience.inputValue()).resolves.toBe(
      'Six years in gold processing plants. Reach her on [identity removed].',
    );
  });

  it('is refused by the server with a leak left in, and saves once the text is clean', async () => {
    await page.getByLabel('The candidate agreed to be presented anonymously', { exact: false }).check();
    await page.getByLabel('Date of consent', { exact: true }).fill('2026-01-15');
    // The guard never stops a save: the server does, with its message beside the field.
    const additional = page.getByRole('textbox', { name: 'Additional Information', exact: true });
    await additional.fill('Call Thabo on [phone removed] or thabo at gmail dot com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Invalid field');
    // The server's message, in the field's error (the guard's own finding says the same below it).
    const errorId = async () =>
      ((await additional.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
    await expect.poll(errorId, { timeout: 10_000 }).toBeTruthy();
    await expect(page.locator(`[id="${await errorId()}"]`).innerText()).resolves.toBe(
      'This text may reveal who the candidate or client is: an e-mail address.',
    );
    await additional.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/artifacts/screenshots/anonymity-guard-refused-360.png' });
    expect(page.url()).toMatch(/\/candidates\/add$/);

    await page.getByRole('button', { name: 'Redact the e-mail address' }).click();
    await expect(additional.inputValue()).resolves.toBe('Call Thabo on [phone removed] or [e-mail removed]');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/candidates$/);
    await expectToast(page, 'Candidate created');
  });
});
