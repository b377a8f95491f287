/**
 * Push you can act on, in real Chromium with the built service worker
 * (web/src/sw.ts): a new-proposal push shows View and Decline; Decline answers through the API
 * from the service worker with the member's session cookie; on a proposal already answered it
 * opens the view instead; an expiry notice's "Extend 7 days" extends the listing by its one-tap link.
 *
 * Pushes are delivered through the DevTools protocol (as tests/e2e/pwa.test.ts does). A headless
 * browser cannot click a notification's button, so the test dispatches the click the browser would:
 * a NotificationEvent with the button's action, in the service worker, on the notification it shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Worker } from 'playwright-core';
import { resetClock, setClock } from '../../api/clock';
import { handleDeadlineSweep } from '../../api/jobs/deadline-sweep';
import { extendPushActions, proposalPushActions } from '../../api/push/actions';
import { waitForMails } from '../support/api-helpers';
import { e2eSkipReason } from '../support/browser';
import { logInThroughForm, screenshotFromTop, waitForContent } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

type Shown = { title: string; body: string; actions: string[] };

describe.skipIf(Boolean(e2eSkipReason))('push notifications with actions', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let seconder: BuiltAccount;
  let proposerClient: TestClient;
  let seconderClient: TestClient;
  let cdp: CDPSession;
  let registrationId: Promise<string>;
  let worker: Worker;
  let jobUid = '';

  /** Delivers a push message to the service worker, as the push service would. */
  async function deliver(payload: object): Promise<void> {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  }

  const shown = () =>
    browser.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        actions: ((n as Notification & { actions?: Array<{ action: string }> }).actions ?? []).map((a) => a.action),
      }));
    }) as Promise<Shown[]>;

  /** Clicks `action` on the shown notification titled `title`, in the service worker, and waits for its work. */
  async function clickAction(title: string, action: string): Promise<void> {
    await worker.evaluate(
      async ({ title, action }) => {
        const scope = self as unknown as ServiceWorkerGlobalScope & {
          NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
        };
        const [notification] = (await scope.registration.getNotifications()).filter((n) => n.title === title);
        if (!notification) throw new Error(`no notification "${title}"`);
        const event = new scope.NotificationEvent('notificationclick', { notification, action });
        const work: Array<Promise<unknown>> = [];
        // A script-made event may not extend itself: collect what the handler hands to waitUntil.
        Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => work.push(p) });
        scope.dispatchEvent(event);
        await Promise.all(work);
      },
      { title, action },
    );
  }

  const status = async (uid: string) =>
    (await server.ctx.pool.query<{ status: string }>('select status from proposals where id = $1', [uid])).rows[0]
      ?.status;

  async function proposal(title: string): Promise<string> {
    const candidate = await proposerClient.post('/api/candidates', candidateBody({ candidateTitle: title }));
    const res = await proposerClient.post('/api/matches', { job: jobUid, candidate: candidate.body.uid });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.uid as string;
  }

  beforeAll(async () => {
    seconder = await buildRecruiter(server, { firstname: 'Lerato', company: 'Mokoena Search' });
    const proposer = await buildRecruiter(server, { firstname: 'Johan', company: 'Venter Talent' });
    // Approved: still in good standing when the clock is moved to a listing's last days.
    await server.ctx.pool.query('update accounts set is_approved = true where id = $1', [seconder.id]);
    [proposerClient, seconderClient] = await Promise.all([signIn(server, proposer), signIn(server, seconder)]);
    const job = await seconderClient.post('/api/jobs', jobBody({ jobTitle: 'Mine Surveyor' }));
    jobUid = job.body.uid as string;
    const page = browser.page;
    await logInThroughForm(page, server, seconder);
    await page.waitForURL('**/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    worker = browser.context.serviceWorkers()[0] ?? (await browser.context.waitForEvent('serviceworker'));
    await browser.context.grantPermissions(['notifications'], { origin: server.url });
    cdp = await browser.context.newCDPSession(page);
    registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
  });
  afterAll(async () => {
    resetClock();
    await cdp?.detach().catch(() => undefined);
  });

  it('a new proposal shows View and Decline; Decline answers it from the service worker', async () => {
    const uid = await proposal('Survey Technician');
    const payload = {
      title: 'Match Proposal - New',
      body: 'Candidate C1 was proposed for job spec J1.',
      url: `/match/proposal/${uid}`,
      actions: proposalPushActions('match', uid),
    };
    await deliver(payload);
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, actions: ['view', 'decline'] }]);

    await clickAction(payload.title, 'decline');
    expect(await status(uid)).toBe('declined');
    await expect.poll(async () => (await shown()).map((n) => n.title)).toContain('Match Proposal declined');
    // The proposer is told, as after a decline in the view.
    const notes = await server.ctx.pool.query('select heading from notes where link like $1', [`%${uid}`]);
    expect(notes.rows.map((r) => r.heading)).toContain('Match Proposal - Declined');
  });

  it('Decline on a proposal already answered opens its view instead', async () => {
    const uid = await proposal('Mine Planner');
    expect((await seconderClient.post(`/api/matches/${uid}/decline`)).status).toBe(200);
    await browser.page.goto(`${server.url}/dashboard`);
    await waitForContent(browser.page, /Hello/);
    const payload = {
      title: 'Match Proposal - Reminder',
      body: 'A Match Proposal is waiting for your answer.',
      url: `/match/proposal/${uid}`,
      actions: proposalPushActions('match', uid),
    };
    await deliver(payload);
    await expect.poll(async () => (await shown()).map((n) => n.title)).toContain(payload.title);
    await clickAction(payload.title, 'decline');
    await browser.page.waitForURL(`**/match/declined/${uid}`);
    await browser.page.getByRole('heading', { name: 'Declined Match' }).waitFor();
    expect(await status(uid)).toBe('declined');
  });

  it('View opens the proposal', async () => {
    const uid = await proposal('Geologist');
    await browser.page.goto(`${server.url}/dashboard`);
    await waitForContent(browser.page, /Hello/);
    const payload = {
      title: 'Match Proposal - View',
      body: 'x',
      url: `/match/proposal/${uid}`,
      actions: proposalPushActions('match', uid),
    };
    await deliver(payload);
    await expect.poll(async () => (await shown()).map((n) => n.title)).toContain(payload.title);
    await clickAction(payload.title, 'view');
    await browser.page.getByRole('heading', { name: 'Proposed Match' }).waitFor();
    expect(await status(uid)).toBe('proposed');
  });

  it('an expiry notice’s "Extend 7 days" extends the listing by its link', async () => {
    const expiry = (await server.ctx.pool.query('select expires_at from jobs where id = $1', [jobUid])).rows[0]
      .expires_at as Date;
    setClock(new Date(expiry.getTime() - 2 * 86_400_000));
    await handleDeadlineSweep(server.ctx, null);
    const mail = await server.smtp.waitFor(seconder.email, /expires on/);
    const token = /\/listing-links\/([A-Za-z0-9_-]{40,})/.exec(mail.text)![1]!;
    const payload = {
      title: 'Job Spec - Expiring',
      body: 'Your job spec expires soon.',
      url: `/jobs/${jobUid}`,
      actions: extendPushActions(token, 7),
    };
    await deliver(payload);
    await expect.poll(async () => (await shown()).find((n) => n.title === payload.title)?.actions).toEqual(['extend']);
    await clickAction(payload.title, 'extend');
    const after = (await server.ctx.pool.query('select expires_at from jobs where id = $1', [jobUid])).rows[0]
      .expires_at as Date;
    expect(after.getTime() - expiry.getTime()).toBe(7 * 86_400_000);
    await expect.poll(async () => (await shown()).map((n) => n.title)).toContain('Listing extended');
  });

  it('the mail’s link opens a page that extends the listing, once, without signing in', async () => {
    await browser.context.clearCookies();
    const expiry = (await server.ctx.pool.query('select expires_at from jobs where id = $1', [jobUid])).rows[0]
      .expires_at as Date;
    setClock(new Date(expiry.getTime() - 2 * 86_400_000));
    await handleDeadlineSweep(server.ctx, null);
    const all = await waitForMails(server, seconder.email, /expires on/, 2);
    const link = /(http:\/\/[^\s]+\/listing-links\/[A-Za-z0-9_-]{40,})/.exec(all[1]!.text)![1]!;
    const page = browser.page;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Listing extended' }).waitFor();
    const after = (await server.ctx.pool.query('select expires_at from jobs where id = $1', [jobUid])).rows[0]
      .expires_at as Date;
    expect(after.getTime() - expiry.getTime()).toBe(7 * 86_400_000);
    await expect.poll(() => page.getByTestId('link-result').innerText()).toContain('now expires on');
    for (const width of [320, 360, 414, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await screenshotFromTop(page, `listing-link-extended-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await page.getByRole('heading', { name: 'Extension link invalid' }).waitFor();
    await page.getByText('This extension link has expired or was already used.', { exact: false }).waitFor();
    await screenshotFromTop(page, 'listing-link-used-360');
  });
});
