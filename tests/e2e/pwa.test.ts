/**
 * The installable, offline-capable PWA in real Chromium on a 360×640 phone: the manifest and the
 * service worker pass Chromium's installability checks; after one signed-in visit the dashboard,
 * /jobs with its saved filters and an opened listing come back offline from the device with the
 * offline banner; a save offline is refused with 'You are offline'; nothing from /api lands in
 * Cache Storage; the worker shows a push delivered through the DevTools protocol; Turn on says
 * clearly when the push service never answers; a new deployment is offered with 'Reload'; and Log
 * Out clears the account's data on the device.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { screenshot, e2eSkipReason } from '../support/browser';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { expectToast, logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { jobBody } from '../support/fixtures/listings';
import { WEB_DIST } from '../../api/app';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

type DeviceData = { queries: string[]; filters: string[]; queryKeys: string[]; account: string | null };

/** What the app keeps in IndexedDB ('recruiter-connect': stores 'queries' and 'filters'). */
function readDeviceData(page: Page, uid: string): Promise<DeviceData> {
  return page.evaluate(async (accountUid) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('recruiter-connect');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const run = <T>(store: string, op: (s: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const request = op(db.transaction(store, 'readonly').objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const has = (store: string) => db.objectStoreNames.contains(store);
    const queries = has('queries') ? ((await run('queries', (s) => s.getAllKeys())) as string[]) : [];
    const filters = has('filters') ? ((await run('filters', (s) => s.getAllKeys())) as string[]) : [];
    const snapshot = has('queries')
      ? ((await run('queries', (s) => s.get(accountUid))) as
          { state: { queries: Array<{ queryKey: unknown }> } } | undefined)
      : undefined;
    db.close();
    return {
      queries,
      filters,
      queryKeys: snapshot?.state.queries.map((q) => JSON.stringify(q.queryKey)) ?? [],
      account: localStorage.getItem('rc.account'),
    };
  }, uid);
}

/** Every URL the page's origin holds in Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

describe.skipIf(Boolean(e2eSkipReason))('installable, offline-capable PWA', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 640 });
  let page: Page;
  let recruiter: BuiltAccount;
  let jobUid: string;
  const stamp = Date.now().toString(36).slice(-5);
  const jobTitle = `Offline Mine Planner ${stamp}`;

  beforeAll(async () => {
    page = browser.page;
    recruiter = await buildRecruiter(server);
    const client = await signIn(server, recruiter);
    const created = await client.post('/api/jobs', jobBody({ jobTitle }));
    expect(created.status).toBe(201);
    jobUid = created.body.uid;
  });

  it('signs in, and the service worker takes control of the page', async () => {
    await logInThroughForm(page, server, recruiter);
    await page.waitForURL('**/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The first API calls happened before the worker controlled the page: load it once more.
    await page.reload();
    await waitForContent(page, 'Hello, Thandi');
    await expect.poll(() => page.getByTestId('stat-myActiveJobs').innerText()).toContain('1');
    await expect(page.getByTestId('version').innerText()).resolves.toMatch(/2\.8\.80 · build \d{12}/);
    await screenshotFromTop(page, 'pwa-dashboard-360');
  });

  it('is installable: the manifest and the worker pass Chromium’s checks', async () => {
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      name: 'Recruiter Connect',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b4f8a',
      background_color: '#f4f6f8',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const res = await fetch(`${server.url}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await res.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    }

    const cdp = await browser.context.newCDPSession(page);
    try {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await cdp.detach();
    }
  });

  it('keeps the searched jobs, the opened listing and the filters on the device, never in Cache Storage', async () => {
    await page.goto(`${server.url}/jobs`);
    await waitForContent(page, 'Job Specs');
    // Searched as it is typed (no button to press).
    await page.getByLabel('Keyword', { exact: true }).fill(jobTitle);
    await page.getByText('1 Job Spec matches your criteria').waitFor();
    await screenshotFromTop(page, 'pwa-jobs-360');
    await page.getByRole('link', { name: jobTitle }).click();
    await page.getByRole('heading', { name: 'Listing Detail' }).waitFor();
    await screenshotFromTop(page, 'pwa-listing-360');
    await page.getByRole('link', { name: 'Back to Job List' }).click();
    await page.getByRole('link', { name: jobTitle }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitForContent(page, 'Hello, Thandi');

    await expect
      .poll(async () => (await readDeviceData(page, recruiter.id)).queryKeys, { timeout: 10_000 })
      .toEqual(
        // Every query the dashboard shows, so the offline reload finds all of it saved.
        expect.arrayContaining([
          JSON.stringify(['listings', 'one', 'job', jobUid]),
          JSON.stringify(['dashboard']),
          JSON.stringify(['dashboard', 'needs-you']),
        ]),
      );
    const data = await readDeviceData(page, recruiter.id);
    expect(data.queries).toEqual([recruiter.id]);
    expect(data.filters).toEqual([`${recruiter.id}:jobs`]);
    expect(data.account).toBe(recruiter.id);
    expect(data.queryKeys.some((key) => key.startsWith('["listings","search","job"'))).toBe(true);

    const urls = await cachedUrls(page);
    expect(urls).toContain('/index.html');
    expect(urls.filter((url) => url.startsWith('/api'))).toEqual([]);
  });

  it('opens offline from the device: dashboard, /jobs with the saved filters and the listing, with the offline banner', async () => {
    await browser.context.setOffline(true);
    await page.reload();
    await waitForContent(page, 'Hello, Thandi');
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    // The banner follows the screen's answers as the device hands them back: it may say "not saved"
    // for the moment before the dashboard's saved answers are restored.
    await expect
      .poll(() => banner.innerText(), { timeout: 10_000 })
      .toMatch(/You are offline\. Showing what this device saved on .+ — it may be out of date\./);
    await expect(page.getByTestId('stat-myActiveJobs').innerText()).resolves.toContain('1');
    expect(page.url()).toMatch(/\/dashboard$/);
    await screenshotFromTop(page, 'pwa-offline-dashboard-360');

    await page.goto(`${server.url}/jobs`);
    await waitForContent(page, 'Job Specs');
    await page.getByRole('link', { name: jobTitle }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(jobTitle);
    await expect(page.getByLabel('Keyword', { exact: true }).inputValue()).resolves.toBe(jobTitle);
    await banner.waitFor();
    await screenshotFromTop(page, 'pwa-offline-jobs-360');

    await page.getByRole('link', { name: jobTitle }).click();
    await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
    await page.getByRole('heading', { name: 'Listing Detail' }).waitFor();
    await banner.waitFor();
    await screenshotFromTop(page, 'pwa-offline-listing-360');
  });

  it('refuses a save offline with ‘You are offline’, and the banner goes once back online', async () => {
    await page.getByRole('button', { name: 'Edit my Job' }).click();
    await page.getByLabel('Job Title', { exact: true }).fill(`${jobTitle} (changed offline)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Job updated failed', 'You are offline. Check your connection and try again.');
    await screenshotFromTop(page, 'pwa-offline-save-refused-360');
    // Nothing was saved, and the form is still there to try again.
    await expect(page.getByLabel('Job Title', { exact: true }).inputValue()).resolves.toBe(
      `${jobTitle} (changed offline)`,
    );

    await browser.context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    const res = await (await signIn(server, recruiter)).get(`/api/jobs/${jobUid}`);
    expect(res.body.listing.title).toBe(jobTitle);
  });

  it('says a list never opened on this device will load when back online, and loads it then', async () => {
    await browser.context.setOffline(true);
    // Candidates were never opened here: nothing saved to show, and placeholders would shimmer for ever.
    await page.goto(`${server.url}/candidates`);
    await waitForContent(page, 'Candidates');
    const wait = page.getByTestId('offline-wait');
    await wait.waitFor();
    await expect(wait.innerText()).resolves.toBe('You are offline — this list will load when you are back online');
    await expect(page.locator('[class*="tileSkeleton"]').count()).resolves.toBe(0);
    await screenshotFromTop(page, 'pwa-offline-never-visited-list-360');

    await browser.context.setOffline(false);
    await wait.waitFor({ state: 'detached' });
    await page.getByText('There are no active candidates yet.').waitFor();
  });

  it('shows a notification when a push message is delivered to the service worker, once when it comes twice', async () => {
    await browser.context.setOffline(false);
    await browser.context.grantPermissions(['notifications'], { origin: server.url });
    const cdp: CDPSession = await browser.context.newCDPSession(page);
    try {
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const payload = {
        title: 'New match proposal',
        body: `A recruiter proposed a candidate for ${jobTitle}.`,
        url: `/jobs/${jobUid}`,
      };
      // Delivered twice, as a push job retried after a crash may: the phone shows it once.
      for (let i = 0; i < 2; i += 1) {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: server.url,
          registrationId: await registrationId,
          data: JSON.stringify(payload),
        });
      }
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.ready;
              return (await registration.getNotifications()).map((n) => ({
                title: n.title,
                body: n.body,
                icon: new URL(n.icon).pathname,
                url: (n.data as { url: string }).url,
              }));
            }),
          { timeout: 10_000 },
        )
        .toEqual([
          { title: payload.title, body: payload.body, icon: '/icons/icon-192.png', url: `${server.url}${payload.url}` },
        ]);
      await cdp.send('ServiceWorker.disable');
    } finally {
      await cdp.detach();
    }
  });

  it('offers push on /account/notifications and says clearly when the push service never answers', async () => {
    await page.goto(`${server.url}/account/notifications`);
    await waitForContent(page, 'My Account');
    const section = page.getByTestId('push-section');
    await section.getByRole('heading', { name: 'Push notifications on this device' }).waitFor();
    await expect.poll(() => section.getByRole('status').innerText()).toBe('Off on this device.');
    await section.getByRole('button', { name: 'Turn on' }).click();
    // Headless Chromium has no reachable push service: subscribe never settles, the timeout says so.
    const problem = section.getByRole('alert');
    await problem.waitFor({ timeout: 20_000 });
    await expect(problem.innerText()).resolves.toMatch(/push/i);
    await section.getByRole('button', { name: 'Turn on' }).waitFor();
    await screenshotFromTop(page, 'pwa-push-section-360');
  });

  it("offers 'A new version is available — Reload' when a new version is deployed, and reloads into it", async () => {
    await page.goto(`${server.url}/dashboard`);
    await waitForContent(page, 'Hello, Thandi');
    const swPath = path.join(WEB_DIST, 'sw.js');
    const original = readFileSync(swPath, 'utf8');
    try {
      // A new deployment: a different service worker script.
      writeFileSync(swPath, `${original}\n// deployed ${Date.now()}\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const banner = page.getByTestId('update-banner');
      await banner.waitFor({ timeout: 20_000 });
      await expect(banner.innerText()).resolves.toMatch(/A new version is available\s*Reload/);
      await screenshot(page, 'pwa-update-banner-360');
      await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
      await waitForContent(page, 'Hello, Thandi');
      await expect(banner.count()).resolves.toBe(0);
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: navigator.serviceWorker.controller !== null };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
    } finally {
      writeFileSync(swPath, original);
    }
  });

  it('has no horizontal scroll at 360 px on the screens it touches', async () => {
    for (const path of ['/dashboard', '/jobs', `/jobs/${jobUid}`, '/account/notifications']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.locator('.loading').first().waitFor({ state: 'detached' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it('Log Out clears the account’s data on the device', async () => {
    await page.goto(`${server.url}/dashboard`);
    await waitForContent(page, 'Hello, Thandi');
    await expect.poll(async () => (await readDeviceData(page, recruiter.id)).queries).toEqual([recruiter.id]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, 'Logged Out');
    expect(await readDeviceData(page, recruiter.id)).toEqual({
      queries: [],
      filters: [],
      queryKeys: [],
      account: null,
    });
  });
});
