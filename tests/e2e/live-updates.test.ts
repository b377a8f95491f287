/**
 * Live updates on two 360 px phones (api/live/, web/src/api/live.ts): what another member does
 * reaches an open tab without a reload and without waiting for a poll — the bell's count when a
 * question arrives, and the other party's reply in an open conversation. The bell polls once a
 * minute and an open thread every 10 seconds (once a minute while the stream is up), so seeing
 * them inside a few seconds is the stream's doing. The time from Send to the reply on the other
 * phone is printed, once and then over twenty messages back and forth (docs/performance.md § Live
 * updates quotes it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSkipReason, launchBrowser, screenshot, type Browser } from '../support/browser';
import { logInThroughForm } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { jobBody } from '../support/fixtures/listings';
import { useTestServer } from '../support/use-test-server';

/** Well inside both polls (60 s for the bell; 60 s for a thread while the stream is up). */
const LIVE_WITHIN_MS = 8_000;
/** Messages sent back and forth for the delivery figures (p95 over 20: the second largest). */
const EXCHANGES = 20;

describe.skipIf(Boolean(e2eSkipReason))('live updates without a reload', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  let ownerPhone: Browser;
  let askerPhone: Browser;
  let owner: BuiltAccount;
  let asker: BuiltAccount;

  beforeAll(async () => {
    owner = await buildRecruiter(server, { isApproved: true });
    asker = await buildRecruiter(server, { isApproved: true });
    ownerPhone = await launchBrowser({ width: 360, height: 740 });
    askerPhone = await launchBrowser({ width: 360, height: 740 });
  });
  afterAll(async () => {
    await ownerPhone?.close();
    await askerPhone?.close();
  });

  it('the bell counts a new question, and an open conversation shows the reply, on the other phone', async () => {
    const ownerApi = await signIn(server, owner);
    const askerApi = await signIn(server, asker);
    const job = await ownerApi.post('/api/jobs', jobBody({ jobTitle: 'Payroll Administrator' }));
    expect(job.status).toBe(201);

    const o = ownerPhone.page;
    await logInThroughForm(o, server, owner);
    await o.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    // Marks this document: a reload would lose it.
    await o.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // The tab's stream is open on the server.
    await expect.poll(() => server.ctx.live.size, { timeout: 10_000 }).toBe(1);

    const asked = await askerApi.post('/api/threads', {
      listingUid: job.body.uid,
      kind: 'job',
      body: 'Would the client consider a part-time arrangement?',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await o.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await o.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await screenshot(o, 'live-bell-360');

    // Both open the conversation; the owner answers; the asker's open thread shows it.
    const threadUid = asked.body.thread.uid as string;
    const a = askerPhone.page;
    await logInThroughForm(a, server, asker);
    await a.goto(`${server.url}/messages/${threadUid}`);
    await a.getByText('Would the client consider a part-time arrangement?').waitFor();
    // The asker's tab has its stream open too. At least two, not exactly: the stream of the page
    // the asker left may still be counted when the new one opens (a CI run saw three for 10 s),
    // and whether the new one carries the reply is what the waits below check.
    await expect.poll(() => server.ctx.live.size, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await o.goto(`${server.url}/messages/${threadUid}`);
    await o.getByText('Would the client consider a part-time arrangement?').waitFor();

    const reply = 'Yes: three days a week suits them.';
    await o.getByLabel('Your message').fill(reply);
    const sentAt = Date.now();
    await o.getByRole('button', { name: 'Send', exact: true }).click();
    await a.getByText(reply).waitFor({ timeout: LIVE_WITHIN_MS });
    console.log(`live: the reply showed on the other phone ${Date.now() - sentAt} ms after Send`);
    await screenshot(a, 'live-reply-360');

    // A conversation back and forth: each message from Send on one phone to shown on the other.
    // The figures are printed (p50, p95, max: docs/performance.md § Live updates); each must
    // arrive well inside the polls, or it was not the stream that brought it.
    const mark = () => ((window as unknown as { stayed: boolean }).stayed = true);
    await Promise.all([o.evaluate(mark), a.evaluate(mark)]);
    const delays: number[] = [];
    for (let i = 1; i <= EXCHANGES; i++) {
      const [from, to] = i % 2 ? [a, o] : [o, a];
      const text = `Message ${i} of ${EXCHANGES}: noted, thanks.`;
      await from.getByLabel('Your message').fill(text);
      const sent = Date.now();
      await from.getByRole('button', { name: 'Send', exact: true }).click();
      await to.getByText(text).waitFor({ timeout: LIVE_WITHIN_MS });
      delays.push(Date.now() - sent);
    }
    const sorted = [...delays].sort((x, y) => x - y);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
    console.log(
      `live: ${EXCHANGES} messages, Send to shown on the other phone: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${sorted.at(-1)} ms`,
    );
    const stayed = () => (window as unknown as { stayed?: boolean }).stayed;
    expect([await o.evaluate(stayed), await a.evaluate(stayed)]).toEqual([true, true]);
  });
});
