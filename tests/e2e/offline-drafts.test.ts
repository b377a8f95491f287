/**
 * Offline drafts in real Chromium with the real service worker, on a 360 px
 * phone: a job spec saved offline is kept on the device and listed under "Drafts" (waiting), and
 * is posted once the device is back online (one listing); a draft the server refuses comes back
 * with the server's message, can be edited and resent, or discarded; Log Out deletes the drafts.
 * Screenshots of the Drafts list and the offline save at 320, 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { buildRecruiter, type BuiltAccount } from '../support/factories';
import {
  expectToast,
  fillCandidateFields,
  fillJobFields,
  logInThroughForm,
  screenshotFromTop,
  waitForContent,
} from '../support/e2e-helpers';
import { tooLongMessage } from '../../shared/schemas/listing';
import { SENDING_STALE_MS } from '../../web/src/offline/drafts';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

type StoredDraft = { key: string; state: string; title: string; body: Record<string, unknown> };

/** The drafts this device keeps (IndexedDB 'recruiter-connect' → 'drafts'), with their keys. */
function readDrafts(page: Page): Promise<StoredDraft[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('recruiter-connect');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('drafts')) {
      db.close();
      return [];
    }
    const store = db.transaction('drafts', 'readonly').objectStore('drafts');
    const [keys, values] = await Promise.all(
      [store.getAllKeys(), store.getAll()].map(
        (request) =>
          new Promise<unknown[]>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result as unknown[]);
            request.onerror = () => reject(request.error);
          }),
      ),
    );
    db.close();
    return (values as Array<{ state: string; title: string; body: Record<string, unknown> }>).map((draft, i) => ({
      key: String(keys?.[i]),
      state: draft.state,
      title: draft.title,
      body: draft.body,
    }));
  });
}

/**
 * Changes what a kept draft will post, as an older version of the app might have kept it: the
 * server then refuses it with its own message (the form's rules would not have let it through).
 */
function tamperDraftBody(page: Page, title: string, patch: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    async ({ title: wanted, patch: change }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('recruiter-connect');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const store = db.transaction('drafts', 'readwrite').objectStore('drafts');
      await new Promise<void>((resolve, reject) => {
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return resolve();
          const draft = at.value as { title: string; body: Record<string, unknown> };
          if (draft.title === wanted) at.update({ ...draft, body: { ...draft.body, ...change } });
          at.continue();
        };
        cursor.onerror = () => reject(cursor.error);
      });
      db.close();
    },
    { title, patch },
  );
}

const WIDTHS = [
  [320, 640],
  [360, 640],
  [414, 800],
  [1280, 800],
] as const;

describe.skipIf(Boolean(e2eSkipReason))('offline drafts', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 640 });
  let page: Page;
  let recruiter: BuiltAccount;
  const stamp = Date.now().toString(36).slice(-5);
  const firstTitle = `Offline Draft Planner ${stamp}`;
  const refusedTitle = `Refused Draft Surveyor ${stamp}`;
  const discardTitle = `Discarded Draft Geologist ${stamp}`;

  /** How many job specs with this title the server holds. */
  async function jobsTitled(title: string): Promise<number> {
    const { rows } = await server.ctx.pool.query<{ n: number }>(
      'select count(*)::int as n from jobs where job_title = $1',
      [title],
    );
    return rows[0]?.n ?? 0;
  }

  const draftsSection = () => page.getByRole('region', { name: 'Drafts' });
  const draftItem = (title: string) => draftsSection().getByRole('listitem').filter({ hasText: title });

  /** Opens New Job Spec while offline, fills it and saves: kept as a draft, back on the list. */
  async function saveOffline(title: string, screenshotName?: string) {
    await browser.context.setOffline(true);
    await page.goto(`${server.url}/jobs/add`);
    await waitForContent(page, 'New Job Spec');
    await fillJobFields(page, title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(
      page,
      'Saved as a draft',
      'You are offline. This job spec is kept on this device and will be posted when you are back online.',
    );
    if (screenshotName) await screenshotFromTop(page, screenshotName);
    await page.waitForURL(/\/jobs$/);
    await draftItem(title).waitFor();
  }

  beforeAll(async () => {
    page = browser.page;
    recruiter = await buildRecruiter(server);
  });

  it('signs in, and the service worker takes control of the page', async () => {
    await logInThroughForm(page, server, recruiter);
    await page.waitForURL('**/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.reload();
    await waitForContent(page, 'Hello, Thandi');
    // Visit the list online once, so its answers are on the device for the offline visit.
    await page.goto(`${server.url}/jobs`);
    await waitForContent(page, 'Job Specs');
  });

  it('keeps a job spec saved offline as a draft, listed as waiting, and posts it once back online', async () => {
    await saveOffline(firstTitle, 'drafts-offline-save-360');
    const item = draftItem(firstTitle);
    await expect(item.innerText()).resolves.toContain('Waiting for connection');
    // The menu counts it beside Job Specs.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Specs 1 draft' }).waitFor();
    await screenshotFromTop(page, 'drafts-menu-badge-360');
    await page.getByRole('button', { name: 'Close menu' }).click();
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height });
      await screenshotFromTop(page, `drafts-waiting-${width}`, { waitForToasts: true });
      const box = await draftsSection().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${width} px`).toBe(true);
    }
    await page.setViewportSize({ width: 360, height: 640 });
    const kept = await readDrafts(page);
    expect(kept.map((draft) => ({ account: draft.key.split(':')[0], state: draft.state, title: draft.title }))).toEqual(
      [{ account: recruiter.id, state: 'waiting', title: firstTitle }],
    );
    expect(await jobsTitled(firstTitle)).toBe(0);

    await browser.context.setOffline(false);
    await expectToast(page, 'Draft posted', 'Your draft was posted.');
    await draftsSection().waitFor({ state: 'detached' });
    await page.getByRole('link', { name: firstTitle }).waitFor();
    expect(await readDrafts(page)).toEqual([]);
    // Posted by the page's 'online' handler and perhaps Background Sync too: one listing.
    expect(await jobsTitled(firstTitle)).toBe(1);
  });

  /** The service worker's registration id, from a DevTools session. */
  async function swRegistrationId(cdp: CDPSession): Promise<string> {
    const id = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    return id;
  }

  it('Background Sync: the service worker posts a waiting draft with no page of the app open', async () => {
    const title = `${firstTitle} (synced)`;
    await saveOffline(title);
    // No page of the app is left to post it: only the service worker's 'sync' event can.
    await page.goto('about:blank');
    await browser.context.setOffline(false);
    const cdp = await browser.context.newCDPSession(page);
    try {
      const registrationId = await swRegistrationId(cdp);
      // Chromium fires 'sync' by itself when it sees the network; whether it sees the emulated
      // offline state of a test is its business, so the test fires the event too (DevTools).
      const fireSync = () =>
        cdp.send('ServiceWorker.dispatchSyncEvent', {
          origin: server.url,
          registrationId,
          tag: 'rc-drafts',
          lastChance: false,
        });
      // A 'sync' that runs before the worker sees the network back fails its post and leaves the
      // draft waiting for the next one (as Chromium would retry it): fire again until it is posted.
      // The draft's idempotency key keeps that to one listing, which the end of this test checks.
      // Chromium fires its own 'sync' when the network comes back; a sender cut off mid-post keeps
      // the draft claimed until the claim goes stale (SENDING_STALE_MS), so allow that and more.
      await fireSync();
      await expect
        .poll(
          async () => {
            const posted = await jobsTitled(title);
            if (posted === 0) await fireSync().catch(() => undefined);
            return posted;
          },
          { timeout: SENDING_STALE_MS + 30_000, interval: 2_000 },
        )
        .toBe(1);

      // The app opening and the service worker posting at the same moment: still one listing.
      const raced = `${firstTitle} (raced)`;
      await saveOffline(raced);
      await page.goto('about:blank');
      await browser.context.setOffline(false);
      await Promise.all([fireSync(), page.goto(`${server.url}/jobs`)]);
      // A sender whose post hangs gives up after 20 s and the page looks again every 3 s, so the
      // listing may take that long to show when the two senders collide (CI once saw > 15 s).
      await page.getByRole('link', { name: raced }).waitFor({ timeout: 40_000 });
      await expect.poll(async () => (await readDrafts(page)).length, { timeout: 45_000 }).toBe(0);
      expect(await jobsTitled(raced)).toBe(1);
      await cdp.send('ServiceWorker.disable');
    } finally {
      await cdp.detach();
    }
    await page.goto(`${server.url}/jobs`);
    await page.getByRole('link', { name: title }).waitFor();
    expect(await readDrafts(page)).toEqual([]);
    expect(await jobsTitled(title)).toBe(1);
    // Its waits add up past the suite's two minutes only when every sender is cut off at once.
  }, 180_000);

  it('a draft the server refuses comes back with its message; edited and resent, it is posted', async () => {
    await saveOffline(refusedTitle);
    await saveOffline(discardTitle);
    // What the refused draft will post breaks a server rule the form would have caught.
    await tamperDraftBody(page, refusedTitle, { jobTitle: 'x'.repeat(121) });
    await browser.context.setOffline(false);
    const refused = draftItem(refusedTitle);
    await expect.poll(() => refused.innerText(), { timeout: 15_000 }).toContain('Refused');
    await expect(refused.getByRole('alert').innerText()).resolves.toContain(tooLongMessage('Job Title', 120));
    // The other draft was posted.
    await expect.poll(() => jobsTitled(discardTitle)).toBe(1);
    expect(await jobsTitled(refusedTitle)).toBe(0);
    await page.getByRole('link', { name: discardTitle }).waitFor();

    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height });
      await screenshotFromTop(page, `drafts-refused-${width}`, { waitForToasts: width === 320 });
      // The Drafts section fits the width (nothing of it cut off or scrolled sideways).
      const box = await draftsSection().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${width} px`).toBe(true);
    }
    await page.setViewportSize({ width: 360, height: 640 });

    await refused.getByRole('link', { name: 'Edit and resend' }).click();
    await waitForContent(page, 'New Job Spec');
    await expect(page.getByRole('region', { name: 'Draft' }).getByRole('alert').innerText()).resolves.toContain(
      tooLongMessage('Job Title', 120),
    );
    await expect(page.getByLabel('Job Title', { exact: true }).inputValue()).resolves.toBe(refusedTitle);
    await screenshotFromTop(page, 'drafts-edit-refused-360');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/jobs$/);
    await page.getByRole('link', { name: refusedTitle }).waitFor();
    await expect.poll(() => jobsTitled(refusedTitle)).toBe(1);
    await expect.poll(async () => (await readDrafts(page)).length).toBe(0);
  });

  it('a save that gets no answer while the browser thinks it is online is kept as a draft; Send now posts it', async () => {
    const title = `No Answer Draft Analyst ${stamp}`;
    await page.goto(`${server.url}/jobs/add`);
    await waitForContent(page, 'New Job Spec');
    await fillJobFields(page, title);
    // The network drops the post, the page's and the service worker's (navigator.onLine stays true).
    await browser.context.route('**/api/jobs', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    try {
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Saved as a draft');
      await page.waitForURL(/\/jobs$/);
      // Online as far as the page knows, the draft sync tries it at once ('Sending…'), and the
      // dropped post puts it back to waiting: read it until it says so.
      await expect.poll(() => draftItem(title).innerText()).toContain('Waiting to send');
      expect(await jobsTitled(title)).toBe(0);
    } finally {
      await browser.context.unroute('**/api/jobs');
    }
    await draftItem(title).getByRole('button', { name: 'Send now' }).click();
    await expectToast(page, 'Draft posted', 'Your draft was posted.');
    await draftsSection().waitFor({ state: 'detached' });
    expect(await jobsTitled(title)).toBe(1);
  });

  it('a candidate started offline on a desktop is kept under the Candidates drafts and posted once online', async () => {
    const title = `Offline Draft Metallurgist ${stamp}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/candidates`);
    await waitForContent(page, 'Candidates');
    await browser.context.setOffline(true);
    await page.goto(`${server.url}/candidates/add`);
    await waitForContent(page, 'New Candidate');
    await fillCandidateFields(page, title);
    await page.getByLabel('The candidate agreed to be presented anonymously', { exact: false }).check();
    await page.getByLabel('Date of consent', { exact: true }).fill('2026-01-15');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(
      page,
      'Saved as a draft',
      'You are offline. This candidate is kept on this device and will be posted when you are back online.',
    );
    await screenshotFromTop(page, 'drafts-offline-save-candidate-1280');
    await page.waitForURL(/\/candidates$/);
    await expect(draftItem(title).innerText()).resolves.toContain('Waiting for connection');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Candidates 1 draft' }).waitFor();
    await screenshotFromTop(page, 'drafts-candidate-waiting-1280', { waitForToasts: true });

    await browser.context.setOffline(false);
    await expectToast(page, 'Draft posted', 'Your draft was posted.');
    await page.getByRole('link', { name: title }).waitFor();
    const { rows } = await server.ctx.pool.query<{ consent: string | null }>(
      "select to_char(consent_date, 'YYYY-MM-DD') as consent from candidates where candidate_title = $1",
      [title],
    );
    expect(rows).toEqual([{ consent: '2026-01-15' }]);
    await expect.poll(async () => (await readDrafts(page)).length).toBe(0);
    await page.setViewportSize({ width: 360, height: 640 });
  });

  it('a draft can be discarded', async () => {
    const title = `${discardTitle} (second)`;
    await saveOffline(title);
    await draftItem(title).getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expectToast(page, 'Draft discarded');
    await draftsSection().waitFor({ state: 'detached' });
    expect(await readDrafts(page)).toEqual([]);
    await browser.context.setOffline(false);
    expect(await jobsTitled(title)).toBe(0);
  });

  it('Log Out deletes the account’s drafts on the device', async () => {
    const title = `Kept Until Logout ${stamp}`;
    await saveOffline(title);
    await tamperDraftBody(page, title, { jobTitle: '' });
    await browser.context.setOffline(false);
    await expect.poll(() => draftItem(title).innerText(), { timeout: 15_000 }).toContain('Refused');
    expect((await readDrafts(page)).map((draft) => draft.state)).toEqual(['refused']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, 'Logged Out');
    expect(await readDrafts(page)).toEqual([]);
    expect(await jobsTitled(title)).toBe(0);
  });
});
