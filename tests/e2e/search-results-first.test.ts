/**
 * Results-first search on the job spec and candidate lists, in real Chromium at 320, 360, 414 and
 * 1280 px: the results are the first thing under the header (the search row aside), a keyword is
 * searched as it is typed (one request once typing pauses, no Search button), the filters open in
 * an accessible sheet from a button that counts them ("Filters · 2"), and from 1024 px an opened
 * listing shows beside the list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason, screenshot } from '../support/browser';
import { useBrowser } from '../support/use-browser';
import { useTestServer } from '../support/use-test-server';
import { logInThroughForm } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { createListing, uniqueWord } from '../support/fixtures/listings';

const PHONE_WIDTHS = [320, 360, 414] as const;

/**
 * Every rendered element whose box leaves the viewport's width (a 1 px visually-hidden label and
 * what a closed sheet holds are not rendered boxes). Returns a description of each, for the message.
 */
function elementsOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      // Wholly off to the left: the skip link, waiting for a keyboard user's focus.
      if (box.right < 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0] ?? ''}`;
        outside.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] of ${width}`);
      }
    }
    return outside;
  });
}

/** The list's API searches this page has asked for since `since` (their `q`, or '' for none). */
function searchesAskedFor(page: Page) {
  const keywords: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/jobs') keywords.push(url.searchParams.get('q') ?? '');
  });
  return keywords;
}

describe.skipIf(Boolean(e2eSkipReason))('results-first search', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  let recruiter: BuiltAccount;
  const word = uniqueWord('kw');
  const matching = `Mine Surveyor ${word}`;
  const other = `Payroll Administrator ${uniqueWord('zz')}`;
  let matchingUid = '';
  const candidateWord = uniqueWord('cw');
  const candidate = `Metallurgist ${candidateWord}`;

  beforeAll(async () => {
    page = browser.page;
    recruiter = await buildRecruiter(server);
    const client = await signIn(server, recruiter);
    await createListing(client, 'job', { jobTitle: other, natures: [2] });
    matchingUid = (await createListing(client, 'job', { jobTitle: matching, natures: [1] })).uid;
    await createListing(client, 'candidate', { candidateTitle: candidate });
    await createListing(client, 'candidate', { candidateTitle: `Boilermaker ${uniqueWord('zz')}` });
    await logInThroughForm(page, server, recruiter);
  });

  it.each(PHONE_WIDTHS)('shows the results first under the header at %i px, inside the screen', async (width) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${server.url}/jobs`);
    const firstTile = page.getByRole('list', { name: 'Job Specs' }).getByRole('listitem').first();
    await firstTile.waitFor();
    // Between the header and the results only the search row: no filter is on the first screen.
    expect(await page.getByLabel('Date Posted').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Locations/ }).count()).toBe(0);
    const search = (await page.getByLabel('Keyword', { exact: true }).boundingBox())!;
    const filters = (await page.getByRole('button', { name: /^Filters/ }).boundingBox())!;
    const tile = (await firstTile.boundingBox())!;
    expect(filters.y, 'the Filters button sits in the search row').toBeLessThan(search.y + search.height);
    expect(tile.y, 'the first result starts right under the search row').toBeLessThan(search.y + search.height + 120);
    expect(tile.y + 120, 'the first result is on the first screen').toBeLessThan(740);
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await screenshot(page, `jobs-results-first-${width}`);
  });

  it('searches as the keyword is typed: one request once typing pauses, no Search button', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/jobs`);
    await page.getByRole('link', { name: other }).waitFor();
    const keywords = searchesAskedFor(page);
    await page.getByLabel('Keyword', { exact: true }).pressSequentially(word);
    await page.getByText('1 Job Spec matches your criteria').waitFor();
    await page.getByRole('link', { name: matching }).waitFor();
    expect(await page.getByRole('link', { name: other }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    // Each keystroke came well inside the pause: one search, for the whole word.
    expect(keywords).toEqual([word]);
    await screenshot(page, 'jobs-typed-keyword-360');

    // Emptying the box shows everything again, again without a button.
    await page.getByLabel('Keyword', { exact: true }).fill('');
    await page.getByRole('link', { name: other }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
  });

  it.each(PHONE_WIDTHS)('opens the filters in a sheet with a count badge at %i px', async (width) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${server.url}/jobs`);
    await page.getByRole('link', { name: other }).waitFor();
    const button = page.getByRole('button', { name: 'Filters', exact: true });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Date Posted').waitFor();
    // Once its rise (180 ms) has finished: the picture shows the sheet, not a frame of its motion.
    await sheet.evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, `jobs-filters-sheet-${width}`);
    expect(await elementsOutsideViewport(page)).toEqual([]);
    // The sheet's own body scrolls; the page behind it does not take the focus.
    const body = await sheet.evaluate((dialog) => {
      const scroller = dialog.querySelector('form > div:nth-child(2)')!;
      return { scrollHeight: scroller.scrollHeight, clientHeight: scroller.clientHeight };
    });
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // Two filters: the badge counts them, the count line names the results.
    await button.click();
    await sheet.getByLabel('Date Posted').selectOption({ label: 'Last 7 days' });
    await sheet.getByRole('button', { name: /^Nature of Employment/ }).click();
    const natures = page.getByRole('dialog', { name: 'Nature of Employment' });
    await natures.getByLabel('Permanent', { exact: true }).check();
    await natures.getByRole('button', { name: 'Done' }).click();
    await sheet.getByRole('button', { name: 'Search Now' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Filters · 2' }).waitFor();
    await page.getByText('1 Job Spec matches your criteria').waitFor();
    await page.getByRole('link', { name: matching }).waitFor();
    expect(new URL(page.url()).searchParams.get('natures')).toBe('1');
    await screenshot(page, `jobs-filtered-badge-${width}`);

    // The close button and Clear Results.
    await page.getByRole('button', { name: 'Filters · 2' }).click();
    await sheet.getByRole('button', { name: 'Close filters' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Clear Results' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    await page.getByRole('link', { name: other }).waitFor();
  });

  it('shows the candidate list the same way: results first, keyword as typed, filters in the sheet', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/candidates`);
    const tile = page.getByRole('link', { name: candidate });
    await tile.waitFor();
    expect(await page.getByLabel('Date Posted').count()).toBe(0);
    await page.getByLabel('Keyword', { exact: true }).pressSequentially(candidateWord);
    await page.getByText('1 Candidate matches your criteria').waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: /^Gender/ }).waitFor();
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await screenshot(page, 'candidates-typed-keyword-360');
    await page.getByRole('button', { name: 'Clear Results' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
  });

  it('shows the filters as a dialog at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/jobs`);
    await page.getByRole('link', { name: other }).waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: /^Recruitment Category/ }).click();
    await page.getByRole('dialog', { name: 'Recruitment Category' }).getByLabel('Mining', { exact: true }).waitFor();
    await sheet.evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Recruitment Category' }).waitFor({ state: 'hidden' });
    // The first Escape closed the open select only; the second closes the filters.
    await expect(sheet.isVisible()).resolves.toBe(true);
    // The picture after the keyboard checks: a full-page screenshot here had the list screen
    // remounted now and then (its dialogs gone, no navigation) in a run of the whole file.
    await screenshot(page, 'jobs-filters-dialog-1280');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
  });

  it('shows the list and the opened listing side by side at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/jobs`);
    await page.getByText('Choose a job spec from the list to read it here.').waitFor();
    await page.getByRole('link', { name: other }).waitFor();
    await screenshot(page, 'jobs-split-empty-1280');
    await page.getByRole('link', { name: matching }).click();
    await page.waitForURL(`**/jobs/${matchingUid}`);
    const detail = page.getByRole('heading', { level: 1, name: matching });
    await detail.waitFor();
    const list = page.getByRole('list', { name: 'Job Specs' });
    await expect(list.isVisible()).resolves.toBe(true);
    const listBox = (await list.boundingBox())!;
    const detailBox = (await detail.boundingBox())!;
    expect(detailBox.x, 'the listing is right of the list').toBeGreaterThanOrEqual(listBox.x + listBox.width);
    expect(detailBox.y, 'the listing is beside the list, not under it').toBeLessThan(listBox.y + listBox.height);
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await screenshot(page, 'jobs-side-by-side-1280');
    // Where the two panes start, the listing still fits its pane.
    await page.setViewportSize({ width: 1024, height: 768 });
    await detail.waitFor();
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await screenshot(page, 'jobs-side-by-side-1024');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Another listing replaces it in the pane; Back returns to the first, then to the bare list.
    await page.getByRole('link', { name: other }).click();
    await page.getByRole('heading', { level: 1, name: other }).waitFor();
    await page.goBack();
    await detail.waitFor();
    await page.goBack();
    await page.waitForURL(/\/jobs$/);
    expect(await page.getByRole('heading', { level: 1, name: matching }).count()).toBe(0);
  });
});
