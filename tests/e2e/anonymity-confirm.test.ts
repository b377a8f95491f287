/**
 * The confirmation of the anonymity guard's warnings, in real Chromium on a 360 px phone: a
 * person's name in a candidate's text is a warning (amber, never blocking typing); the form then
 * shows "I checked: this does not identify anyone" just above Save. Saved unticked, the server asks
 * for it beside the checkbox, which gets the focus; ticked, the candidate saves and the confirmation
 * is recorded. Screenshots of the confirmation at 320, 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { buildRecruiter, type BuiltAccount } from '../support/factories';
import {
  elementsOutsideViewport,
  expectToast,
  fillCandidateFields,
  logInThroughForm,
  seriousAxeFindings,
} from '../support/e2e-helpers';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

const CONFIRM = 'I checked: this does not identify anyone';

describe.skipIf(Boolean(e2eSkipReason))('confirming the anonymity warnings in the listing form', () => {
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

  it('asks for the confirmation near Save, and saves once it is ticked', async () => {
    await page.goto(`${server.url}/candidates`);
    await page.getByRole('link', { name: 'Add New Candidate' }).click();
    await page.waitForURL('**/candidates/add');
    await fillCandidateFields(page, `Plant Metallurgist ${stamp}`);
    await page.getByLabel('The candidate agreed to be presented anonymously', { exact: false }).check();

    const confirm = page.getByRole('checkbox', { name: CONFIRM });
    // No warning yet: nothing to confirm.
    await expect(confirm.count()).resolves.toBe(0);
    const additional = page.getByRole('textbox', { name: 'Additional Information', exact: true });
    await additional.fill('Reported to Thabo Mokoena at the Secunda plant.');
    await confirm.waitFor({ timeout: 10_000 });
    await expect(confirm.isChecked()).resolves.toBe(false);
    // The confirmation sits just above Save (the form's last block, then the options with Save).
    const confirmBox = await confirm.boundingBox();
    const saveBox = await page.getByRole('button', { name: 'Save' }).boundingBox();
    expect(confirmBox && saveBox && confirmBox.y < saveBox.y).toBe(true);

    // Saved unticked: the server asks, beside the checkbox, which gets the focus.
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Invalid field');
    await expect.poll(() => confirm.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    const errorId = (await confirm.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${errorId}"]`).innerText()).resolves.toBe(
      `This text may identify someone: a person’s name. Check it, then tick “${CONFIRM}”.`,
    );
    await expect(confirm.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(page.url()).toMatch(/\/candidates\/add$/);

    for (const width of [320, 360, 414, 1280]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
      await confirm.scrollIntoViewIfNeeded();
      if (width < 1000) expect(await elementsOutsideViewport(page, 'main')).toEqual([]);
      await page.screenshot({ path: `tests/artifacts/screenshots/anonymity-confirm-${width}.png` });
    }
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await seriousAxeFindings(page)).toEqual([]);

    await confirm.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/candidates$/);
    await expectToast(page, 'Candidate created');
    const { rows } = await server.ctx.pool.query<{ kinds: string[] }>(
      `select c.kinds from anonymity_confirmations c join candidates l on l.id = c.listing_id
        where l.owner_id = $1`,
      [recruiter.id],
    );
    expect(rows).toEqual([{ kinds: ['person-name'] }]);
  });
});
