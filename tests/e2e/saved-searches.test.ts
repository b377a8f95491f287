/**
 * Saved searches on a 360 px phone: save the current search from the job spec list, see
 * "1 new since you last looked" under My Account once another member posts a job spec that fits,
 * pause its alerts, open it (the count starts again), and delete it after confirming.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSkipReason, launchBrowser, type Browser } from '../support/browser';
import { expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { jobBody, uniqueWord } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';
import type { TestClient } from '../support/test-client';

describe.skipIf(Boolean(e2eSkipReason))('saved searches at 360 px', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  let browser: Browser;
  let member: BuiltAccount;
  let poster: BuiltAccount;

  beforeAll(async () => {
    [member, poster] = await Promise.all([buildRecruiter(server), buildRecruiter(server)]);
    browser = await launchBrowser({ width: 360, height: 740 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const savedOf = async (client: TestClient) =>
    (await client.get('/api/saved-searches')).body.items as Array<{ uid: string; newCount: number; paused: boolean }>;

  it('saves the search, counts a new fit, pauses, opens and deletes it', async () => {
    const word = uniqueWord('turbine');
    const page = browser.page;
    await logInThroughForm(page, server, member);
    await page.goto(`${server.url}/jobs?q=${word}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('form', { name: 'Save this search' });
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe(word);
    await form.getByLabel('Name').fill('Turbine engineers');
    await form.getByLabel('Alert me').selectOption('instant');
    await screenshotFromTop(page, 'saved-search-form-360');
    await form.getByRole('button', { name: 'Save search' }).click();
    await expectToast(page, 'Search saved', '“Turbine engineers” is under My Account, Saved Searches.');

    const memberClient = await signIn(server, member);
    const [saved] = await savedOf(memberClient);
    expect(saved).toBeDefined();
    const posted = await (await signIn(server, poster)).post('/api/jobs', jobBody({ jobTitle: `Engineer ${word}` }));
    expect(posted.status).toBe(201);
    await expect.poll(async () => (await savedOf(memberClient))[0]?.newCount, { timeout: 15_000 }).toBe(1);

    await page.goto(`${server.url}/account/saved-searches`);
    const item = page.getByTestId('saved-search');
    await item.getByText('1 new since you last looked').waitFor();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await screenshotFromTop(page, 'saved-searches-account-360');

    await item.getByRole('button', { name: 'Pause alerts' }).click();
    await item.getByText('Alerts paused').waitFor();
    expect((await savedOf(memberClient))[0]?.paused).toBe(true);

    await item.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(`**/jobs?q=${word}&saved=${saved!.uid}`);
    await page.getByText(`Engineer ${word}`).first().waitFor();
    await expect.poll(async () => (await savedOf(memberClient))[0]?.newCount, { timeout: 15_000 }).toBe(0);

    await page.goto(`${server.url}/account/saved-searches`);
    await page.getByTestId('saved-search').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Saved search deleted', '“Turbine engineers” was deleted.');
    await page.getByText('No saved searches yet.', { exact: false }).waitFor();
    expect(await savedOf(memberClient)).toEqual([]);
  });
});
