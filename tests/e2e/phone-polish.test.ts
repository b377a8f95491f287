/**
 * What a recruiter notices in the first ten minutes on a phone: the bell's panel inside
 * the screen, every navigation starting at the top (and Back returning where it was), toasts that
 * say what is true now and never sit over a sheet's buttons, a new profile naming its first missing
 * field, the home page's call to action above the fold, a closed listing that is plainly closed,
 * the 404 page inside its layout, social links as named icons, and an admin's toast about someone
 * else's listing. Measured in real Chromium at 320, 360 and 414 px; screenshots of each screen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { notes } from '../../api/db/schema';
import { e2eSkipReason, screenshot } from '../support/browser';
import { expectToast, logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { buildAccount, buildAdmin, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

const PHONE_WIDTHS = [320, 360, 414] as const;

/** The element's box, which must lie inside the viewport's width. */
async function expectInsideViewport(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${selector} is on screen`).not.toBeNull();
  expect(box!.x, `${selector} starts inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${selector} ends inside the screen at ${width} px`).toBeLessThanOrEqual(width + 0.5);
  return box!;
}

/**
 * Words of ordinary text under the selector that the browser split over two lines, and commas that
 * start a line (', Insurance'): each word's and each ', ' pair's rectangles must share one line.
 */
async function brokenText(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const found: string[] = [];
    const lineTops = (range: Range) =>
      new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s,]+,?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (lineTops(range).size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
}

describe.skipIf(Boolean(e2eSkipReason))('a phone, first ten minutes', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  let member: BuiltAccount;

  beforeAll(async () => {
    page = browser.page;
    member = await buildRecruiter(server);
  });

  async function signInAs(account: BuiltAccount, width = 360) {
    await page.setViewportSize({ width, height: 740 });
    await browser.context.clearCookies();
    await logInThroughForm(page, server, account);
  }

  it('shows the bell panel inside the screen at 320, 360 and 414 px, with each note’s buttons on one line', async () => {
    await server.ctx.db.insert(notes).values([
      {
        userId: member.id,
        heading: 'Match Proposal - New',
        message: 'A new Match Proposal for J4K2 Senior Java Developer was received.',
        link: '/dashboard',
      },
      {
        userId: member.id,
        heading: 'Bulk message',
        message: 'The association AGM is on 3 December at 10:00 in Sandton.',
        link: null,
      },
    ]);
    await signInAs(member);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${server.url}/dashboard`);
      await waitForContent(page);
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const panel = page.locator('#notifications-panel');
      await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
      await panel.locator('.note').first().waitFor();
      await expectInsideViewport(page, '#notifications-panel');
      await expectInsideViewport(page, '#notifications-panel h2');
      const first = panel.locator('.note').filter({ hasText: 'Match Proposal - New' });
      const buttons = [
        first.getByRole('button', { name: 'View Now' }),
        first.getByRole('button', { name: 'Mark as read' }),
        first.getByRole('button', { name: /^Delete/ }),
      ];
      await screenshot(page, `bell-panel-${width}`);
      const tops: number[] = [];
      for (const button of buttons) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        tops.push(Math.round(box.y));
      }
      expect(new Set(tops).size, `View Now, Mark as read and Delete on one line at ${width} px`).toBe(1);
      await page.keyboard.press('Escape');
    }
  });

  it('starts every new page at the top and brings Back to where it was', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/home`);
    await waitForContent(page);
    // The footer's Privacy link is at the very bottom of a long page.
    const privacy = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' });
    await privacy.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt).toBeGreaterThan(500);
    await privacy.click();
    await page.waitForURL('**/privacy');
    await waitForContent(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/home');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(leftAt - 5);

    // Signed in: the header menu from far down a list.
    await signInAs(member);
    await page.goto(`${server.url}/account/notifications`);
    await waitForContent(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Getting Started' }).click();
    await page.waitForURL('**/guide');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('opens a page afresh at its top, whatever page the tab left below; a reload keeps the place', async () => {
    await signInAs(member);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${server.url}/jobs/add`);
    await waitForContent(page, 'New Job Spec');
    await page.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt).toBeGreaterThan(500);
    // Both documents' first history entries have the same key: the place left on the first one
    // must not be taken to the second (it was, and kept pulling the page down while it loaded).
    await page.goto(`${server.url}/candidates/add`);
    await waitForContent(page, 'New Candidate');
    const positions: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      positions.push(await page.evaluate(() => window.scrollY));
      await page.waitForTimeout(250);
    }
    expect(positions, 'scrollY over 2 s after opening').toEqual(positions.map(() => 0));

    await page.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
    const keptAt = await page.evaluate(() => window.scrollY);
    await page.reload();
    await waitForContent(page, 'New Candidate');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(keptAt - 5);
  });

  it('replaces a form’s waiting errors when the form is fixed, and keeps toasts off a sheet’s buttons', async () => {
    await signInAs(member);
    await page.goto(`${server.url}/account/personal`);
    await waitForContent(page, 'My Account');
    const firstName = page.getByLabel('First Name');
    await firstName.fill('');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    for (let i = 0; i < 5; i += 1) await save.click();
    await expectToast(page, 'Invalid field', 'The Firstname field is required.');
    // The toast comes in at the top of a phone, clear of the bottom where sheets keep their buttons.
    // Measured while one is on screen: the four errors still waiting follow each other, with a
    // moment between two when there is none (boundingBox() is then null).
    let toastBox: { y: number; height: number } | null = null;
    await expect.poll(async () => (toastBox = await page.getByTestId('toast').boundingBox())).not.toBeNull();
    expect(toastBox!.y + toastBox!.height).toBeLessThan(740 * 0.15);
    await screenshot(page, 'toast-error-360');

    await firstName.fill('Thandeka');
    await save.click();
    // The success shows at once, not after the four errors still waiting (~14 s).
    await page.getByTestId('toast').filter({ hasText: 'Account updated' }).waitFor({ timeout: 2_000 });
    // …and no stale error follows it.
    const seen: string[] = [];
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const text = await page
        .getByTestId('toast')
        .innerText()
        .catch(() => '');
      if (text) seen.push(text);
      await page.waitForTimeout(250);
    }
    expect(seen.some((t) => t.includes('required'))).toBe(false);
  });

  it('names the first missing field when a new profile is saved empty', async () => {
    const fresh = await buildAccount(server, {
      firstname: null,
      lastname: null,
      company: null,
      title: null,
      categories: [],
    });
    await signInAs(fresh);
    await page.waitForURL('**/account/personal');
    // The onboarding stepper's first step (docs/onboarding.md).
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectToast(page, 'Invalid field', 'The Firstname field is required.');
    await screenshotFromTop(page, 'new-profile-empty-save-360');
  });

  it('folds a new member’s optional details away, and opens them when one of them is refused', async () => {
    const fresh = await buildAccount(server, { firstname: null, lastname: null, company: null, title: null });
    await signInAs(fresh);
    await page.waitForURL('**/account/personal');
    const fold = page.getByText('Website, landline and membership number (optional)');
    await fold.waitFor();
    for (const label of ['Website', 'Membership Number', 'Landline'])
      await expect(page.getByLabel(label, { exact: true }).isVisible(), `${label} folded`).resolves.toBe(false);
    await expect(page.getByLabel('Cellphone', { exact: true }).isVisible()).resolves.toBe(true);
    // The step ends within two screens of a 360 × 740 phone (it took two and a half).
    const save = page.getByRole('button', { name: 'Save and continue' });
    const bottom = await save.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(bottom).toBeLessThanOrEqual(2 * 740);

    await page.getByLabel('First Name', { exact: true }).fill('Sipho');
    await page.getByLabel('Last Name', { exact: true }).fill('Dlamini');
    await page.getByLabel('Company', { exact: true }).fill('Dlamini Search');
    await page.getByLabel('Job Title', { exact: true }).fill('Director');
    await fold.click();
    await page.getByLabel('Website', { exact: true }).fill('not a website');
    await fold.click();
    await expect(page.getByLabel('Website', { exact: true }).isVisible()).resolves.toBe(false);
    await save.click();
    await expect.poll(() => page.getByLabel('Website', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('url');
    expect(new URL(page.url()).pathname).toBe('/account/personal');
    await screenshotFromTop(page, 'new-profile-folded-error-360');
  });

  it('shows Create my account now above the fold of a 360 × 740 phone', async () => {
    await browser.context.clearCookies();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${server.url}/home`);
      await waitForContent(page);
      const box = (await page.getByRole('button', { name: 'Create my account now' }).boundingBox())!;
      expect(box.y + box.height, `above the fold at ${width} px`).toBeLessThanOrEqual(740);
      await page.screenshot({ path: `tests/artifacts/screenshots/home-fold-${width}.png` });
    }
  });

  it('never breaks a tile’s words mid-word nor leaves a comma at the start of a line', async () => {
    const client = await signIn(server, member);
    const job = await client.post(
      '/api/jobs',
      jobBody({ jobTitle: 'Telecommunications Infrastructure Specialist', sectors: [13, 31, 47] }),
    );
    expect(job.status).toBe(201);
    await signInAs(member);
    for (const width of [...PHONE_WIDTHS, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${server.url}/jobs`);
      await waitForContent(page);
      const tile = page.locator('article').filter({ hasText: 'Telecommunications Infrastructure Specialist' });
      await tile.first().waitFor();
      // Tiles are `content-visibility: auto`: until the browser has placed a new tile near the
      // viewport its text is skipped and innerText reads ''. Scrolled to, it is rendered.
      await tile.first().scrollIntoViewIfNeeded();
      await expect.poll(() => tile.first().innerText()).toContain('Banking & Financial Services, Insurance');
      const box = await tile.first().boundingBox();
      expect(box!.x >= 0 && box!.x + box!.width <= width + 0.5, `tile inside ${width} px`).toBe(true);
      await expect(brokenText(page, 'article h3, article dd'), `at ${width} px`).resolves.toEqual([]);
      await tile.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `tests/artifacts/screenshots/tile-wrapping-${width}.png` });
    }
  });

  it('puts a list’s title and its Add button on one row, so the results start higher', async () => {
    await signInAs(member);
    for (const [path, title, add] of [
      ['/jobs', 'Job Specs', 'Add New Job Spec'],
      ['/candidates', 'Candidates', 'Add New Candidate'],
    ] as const) {
      for (const width of [...PHONE_WIDTHS, 1280]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(`${server.url}${path}`);
        const heading = page.getByRole('heading', { level: 1, name: title });
        const button = page.getByRole('link', { name: add });
        await button.waitFor();
        const [h, b] = [(await heading.boundingBox())!, (await button.boundingBox())!];
        expect(b.x + b.width, `${add} inside ${width} px`).toBeLessThanOrEqual(width);
        // One row: the button's box spans the heading's middle.
        const middle = h.y + h.height / 2;
        expect(b.y <= middle && middle <= b.y + b.height, `${title} and ${add} on one row at ${width} px`).toBe(true);
        await expect(
          button.evaluate((el) => el.getClientRects().length),
          'its label on one line',
        ).resolves.toBe(1);
        await page.screenshot({ path: `tests/artifacts/screenshots/list-header-${path.slice(1)}-${width}.png` });
      }
    }
  });

  it('breaks the support e-mail on the contact page only at its @ and dots', async () => {
    for (const width of [...PHONE_WIDTHS, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${server.url}/contact-us`);
      await waitForContent(page, 'Contact Us');
      const link = page.locator('a[href^="mailto:"]').first();
      const box = await link.boundingBox();
      expect(box!.x >= 0 && box!.x + box!.width <= width + 0.5, `e-mail inside ${width} px`).toBe(true);
      // Each piece between the break points stays on one line.
      const pieces = await link.evaluate((a) => {
        const tops: string[] = [];
        for (const node of a.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) tops.push(node.textContent ?? '');
        }
        return tops;
      });
      expect(pieces, `at ${width} px`).toEqual([]);
      await screenshot(page, `contact-email-${width}`);
    }
  });

  it('draws a small decorative illustration in the empty bell panel and an empty list', async () => {
    const newcomer = await buildRecruiter(server);
    await signInAs(newcomer);
    for (const width of [...PHONE_WIDTHS, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${server.url}/jobs`);
      await waitForContent(page);
      await page.getByPlaceholder('Title or ref number').fill('zzqx no such listing');
      const listArt = page.locator('[data-illustration="empty-list"]');
      await listArt.waitFor();
      await expect(listArt.getAttribute('aria-hidden')).resolves.toBe('true');
      await expectInsideViewport(page, '[data-illustration="empty-list"]');
      await screenshot(page, `empty-list-${width}`);

      await page.getByRole('button', { name: /^Notifications/ }).click();
      const bellArt = page.locator('#notifications-panel [data-illustration="empty-bell"]');
      await bellArt.waitFor();
      await expect(bellArt.getAttribute('aria-hidden')).resolves.toBe('true');
      await expectInsideViewport(page, '#notifications-panel [data-illustration="empty-bell"]');
      await page.screenshot({ path: `tests/artifacts/screenshots/empty-bell-${width}.png` });
      await page.keyboard.press('Escape');
    }
  });

  it('shows a closed listing as closed: one state line, no New badge, no edit or extend', async () => {
    const client = await signIn(server, member);
    const job = await client.post('/api/jobs', jobBody({ jobTitle: 'Mine Surveyor' }));
    expect(job.status).toBe(201);
    expect((await client.post(`/api/jobs/${job.body.uid}/close`)).status).toBe(200);
    await signInAs(member);
    await page.goto(`${server.url}/jobs/${job.body.uid}`);
    await waitForContent(page);
    await page.getByTestId('listing-state').waitFor();
    expect(await page.getByTestId('listing-state').innerText()).toBe('Closed');
    expect(await page.getByText('State: Closed').count()).toBe(0);
    expect(await page.locator('.badge--new').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Edit my Job/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Extend/ }).count()).toBe(0);
    await screenshotFromTop(page, 'listing-closed-360');
  });

  it('says "The Job Spec was extended" to an admin extending someone else’s listing', async () => {
    const owner = await signIn(server, member);
    const job = await owner.post('/api/jobs', jobBody({ jobTitle: 'Geologist' }));
    const admin = await buildAdmin(server);
    await signInAs(admin);
    await page.goto(`${server.url}/jobs/${job.body.uid}`);
    await waitForContent(page);
    await page.getByRole('button', { name: /^Extend/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Extend|Yes|OK/ })
      .first()
      .click();
    await expectToast(page, 'Job extended', 'The Job Spec was extended successfully.');
  });

  it('shows the 404 page inside its layout, signed out and signed in', async () => {
    await browser.context.clearCookies();
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('header.topbar').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    await screenshotFromTop(page, 'not-found-public-360');

    await signInAs(member);
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('header.appbar').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(1);
    await screenshotFromTop(page, 'not-found-member-360');
  });

  it('shows the social links as icons with accessible names', async () => {
    await browser.context.clearCookies();
    await page.goto(`${server.url}/about`);
    await waitForContent(page);
    const social = page.getByRole('navigation', { name: 'Social media' });
    for (const name of ['LinkedIn', 'Facebook', 'X']) {
      const link = social.getByRole('link', { name: `Recruiter Connect on ${name}` });
      expect(await link.count()).toBe(1);
      expect(await link.locator('svg').count()).toBe(1);
      expect((await link.innerText()).trim()).toBe('');
    }
    await social.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/artifacts/screenshots/footer-social-360.png' });
  });

  it('keeps a proposal’s Approve and Decline on one line each, side by side', async () => {
    const owner = await signIn(server, member);
    const proposerAccount = await buildRecruiter(server);
    const proposer = await signIn(server, proposerAccount);
    const job = await owner.post('/api/jobs', jobBody({ jobTitle: 'Process Engineer' }));
    const candidate = await proposer.post('/api/candidates', candidateBody({ candidateTitle: 'Chemical Engineer' }));
    const match = await proposer.post('/api/matches', { job: job.body.uid, candidate: candidate.body.uid });
    expect(match.status, JSON.stringify(match.body)).toBe(201);
    for (const width of PHONE_WIDTHS) {
      await signInAs(member, width);
      await page.goto(`${server.url}/match/proposal/${match.body.uid}`);
      const approve = page.getByRole('button', { name: 'Approve Match' });
      const decline = page.getByRole('button', { name: 'Decline Match' });
      await approve.waitFor();
      const [a, d] = [(await approve.boundingBox())!, (await decline.boundingBox())!];
      expect(Math.round(a.height)).toBe(Math.round(d.height));
      // One line each: no taller than a single-line button (44 px tap target).
      expect(a.height, `Approve Match on one line at ${width} px`).toBeLessThan(50);
      expect(Math.round(a.y)).toBe(Math.round(d.y));
      expect(a.x + a.width).toBeLessThanOrEqual(width);
      expect(d.x + d.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `tests/artifacts/screenshots/match-actions-${width}.png` });
    }
  });
});
