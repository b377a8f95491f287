/**
 * My Account → Webhooks on a phone and a desktop: add an endpoint (the form's own checks, then the
 * secret shown once with Copy), send a test event to a local receiver and read its result in the
 * delivery log, see an endpoint turned off after failures and turn it on again, delete one after
 * confirming. Screenshots at 320, 360, 414 and 1280 px, nothing outside the viewport.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSkipReason, launchBrowser, type Browser } from '../support/browser';
import { elementsOutsideViewport, expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { WebhookReceiver } from '../support/fixtures/webhook-receiver';
import { useTestServer } from '../support/use-test-server';

const WIDTHS = [320, 360, 414, 1280] as const;

describe.skipIf(Boolean(e2eSkipReason))('webhooks in My Account', () => {
  const receiver = new WebhookReceiver();
  afterAll(async () => {
    await receiver.stop();
  });
  const server = useTestServer({ env: { SERVE_WEB: 'true', WEBHOOK_ALLOW_LOCAL: 'true' } });
  let browser: Browser;
  let member: BuiltAccount;

  beforeAll(async () => {
    await receiver.start();
    member = await buildRecruiter(server);
    browser = await launchBrowser({ width: 360, height: 740 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a webhook, shows the secret once, sends a test event, turns on again and deletes', async () => {
    const page = browser.page;
    await logInThroughForm(page, server, member);
    await page.goto(`${server.url}/account/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor();
    await page.getByText('No webhooks yet.').waitFor();
    await screenshotFromTop(page, 'webhooks-empty-360');

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('form', { name: 'Add webhook' });
    // The form's own checks: every error at once, the first field focused.
    await form.getByLabel('Endpoint URL').fill('ftp://example.com/hooks');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await form.getByText('Webhook addresses must start with https://.').waitFor();
    await form.getByText('Choose at least one event.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('webhook-url');
    await screenshotFromTop(page, 'webhooks-add-errors-360');

    const path = '/hooks/e2e';
    await form.getByLabel('Endpoint URL').fill(receiver.url(path));
    await form.getByLabel('Match proposal received').check();
    await form.getByLabel('Deal stage changed').check();
    const answer = page.waitForResponse(
      (res) => res.url().endsWith('/api/me/webhooks') && res.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const created = await answer;
    expect(created.status(), await created.text()).toBe(201);
    const secret = page.getByTestId('webhook-secret');
    await secret.waitFor();
    expect(await secret.textContent()).toMatch(/^whsec_/);
    await screenshotFromTop(page, 'webhooks-secret-360');
    await page.getByRole('button', { name: 'Done' }).click();

    const item = page.getByTestId('webhook');
    await item.getByText(receiver.url(path)).waitFor();
    await item.getByText('No deliveries yet').waitFor();
    await item.getByRole('button', { name: 'Send test event' }).click();
    await expectToast(page, 'Test event sent');
    await receiver.waitFor(path);
    // The log opens; refresh it until the attempt shows.
    await expect
      .poll(
        async () => {
          await item
            .getByRole('button', { name: /Refresh log|Refreshing/ })
            .click({ timeout: 2_000 })
            .catch(() => {});
          return item.getByTestId('webhook-delivery').count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await item.getByTestId('webhook-delivery').getByText('Delivered').waitFor();
    await screenshotFromTop(page, 'webhooks-log-360', { waitForToasts: true });

    // Turned off after failures (as the worker does it), then on again.
    await server.ctx.pool.query(
      `update webhook_endpoints set disabled_at = now(), consecutive_failures = 5,
        disabled_reason = 'Turned off after 5 events in a row could not be delivered.' where account_id = $1`,
      [member.id],
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
      await page.goto(`${server.url}/account/webhooks`);
      await page.getByTestId('webhook-disabled').waitFor();
      // The page's own section (My Account's tab strip scrolls sideways on a phone, by design).
      expect(
        await elementsOutsideViewport(page, 'section[aria-labelledby="webhooks-title"]'),
        `at ${width} px`,
      ).toEqual([]);
      await screenshotFromTop(page, `webhooks-turned-off-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Turn on again' }).click();
    await expectToast(page, 'Webhook on');
    await page.getByTestId('webhook').getByText('On', { exact: true }).waitFor();
    const client = await signIn(server, member);
    expect((await client.get('/api/me/webhooks')).body.items[0]).toMatchObject({ enabled: true });

    await page.getByTestId('webhook').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Webhook deleted');
    await page.getByText('No webhooks yet.').waitFor();
    expect((await client.get('/api/me/webhooks')).body.items).toEqual([]);
  });
});
