/**
 * Markup typed into text fields is shown as text, never run (stored as typed,
 * rendered inert in the PWA). A job spec, a member's profile and an admin's bulk message carry
 * <img onerror>, <script> and javascript: payloads; a recruiter and an admin open the screens that
 * show them. Every payload would set window.__xss if it ran; the test also checks no element from
 * a payload reached the page and that the text is on screen exactly as typed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason, launchBrowser } from '../support/browser';
import { logInThroughForm } from '../support/e2e-helpers';
import { buildAdmin, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { jobBody, uniqueWord } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const LINK = '<a href="javascript:window.__xss=1" id="xss-link">open</a>';

/** Nothing a payload could have done: no flag, no element of its own, no dialog. */
async function expectNothingRan(page: Page) {
  const state = await page.evaluate(() => ({
    flag: (window as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"]').length,
    links: document.querySelectorAll('#xss-link, a[href^="javascript:" i]').length,
    scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('__xss')).length,
  }));
  expect(state).toEqual({ flag: undefined, images: 0, links: 0, scripts: 0 });
}

describe.skipIf(Boolean(e2eSkipReason))('markup in text fields is shown as text', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let poster: BuiltAccount;
  let viewer: BuiltAccount;
  let word = '';
  let jobUid = '';
  const dialogs: string[] = [];

  beforeAll(async () => {
    word = uniqueWord('inert');
    poster = await buildRecruiter(server, {
      company: `Acme ${IMG}`,
      title: SCRIPT,
      // Not the job's own link text: the anonymity guard refuses a listing naming its poster's website.
      website: 'javascript:window.__xss=2',
    });
    const job = await (
      await signIn(server, poster)
    ).post(
      '/api/jobs',
      jobBody({ jobTitle: `${word} ${IMG}`, qualifications: SCRIPT, experience: LINK, additional: `${IMG} ${SCRIPT}` }),
    );
    expect(job.status).toBe(201);
    jobUid = job.body.uid;
    // The viewer exists before the bulk message: it goes to the members of the moment.
    viewer = await buildRecruiter(server);
    const sent = await (
      await signIn(server, await buildAdmin(server))
    ).post('/api/admin/messages', { heading: `Notice ${IMG}`, message: `${SCRIPT} ${LINK}` });
    expect(sent.status).toBe(201);
    browser.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  it('shows a job spec’s fields as typed in the list and on the listing', async () => {
    const { page } = browser;
    await logInThroughForm(page, server, viewer);
    await page.goto(`${server.url}/jobs?q=${word}`);
    await expect.poll(() => page.getByText(`${word} ${IMG}`, { exact: true }).count()).toBe(1);
    await expectNothingRan(page);

    await page.goto(`${server.url}/jobs/${jobUid}`);
    await page.getByText(LINK, { exact: true }).waitFor();
    expect(await page.getByText(SCRIPT, { exact: true }).count()).toBeGreaterThan(0);
    await expectNothingRan(page);
  });

  it('shows a bulk message as typed in the notifications panel', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const note = panel.getByRole('listitem').filter({ hasText: `Notice ${IMG}` });
    await note.waitFor();
    await note.getByText(`${SCRIPT} ${LINK}`).waitFor();
    await expectNothingRan(page);
  });

  it('shows an admin the member’s profile as typed, the website only as an https link', async () => {
    const admin = await launchBrowser({ width: 1280, height: 800 });
    try {
      await logInThroughForm(admin.page, server, await buildAdmin(server));
      await admin.page.goto(`${server.url}/account/user/${poster.id}`);
      await admin.page.getByText(`Acme ${IMG}`, { exact: true }).first().waitFor();
      const website = admin.page.getByRole('link', { name: 'javascript:window.__xss=2' });
      expect(await website.getAttribute('href')).toBe('https://javascript:window.__xss=2');
      await expectNothingRan(admin.page);
    } finally {
      await admin.close();
    }
    expect(dialogs).toEqual([]);
  });
});
