/**
 * Personal API tokens in real Chromium (docs/api-tokens.md): a member makes one under My Account →
 * API tokens (name, scopes, the recommended 90 days), sees its secret once with Copy and the
 * warning, uses it from a script, then revokes it after confirming; the API reference lists the
 * endpoints; an administrator sees it under Members' API tokens. Screenshots at 320, 360, 414 and
 * 1280 px, with nothing outside the viewport on a phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { buildAdmin, buildRecruiter, type BuiltAccount } from '../support/factories';
import {
  elementsOutsideViewport,
  expectToast,
  logInThroughForm,
  screenshotFromTop,
  seriousAxeFindings,
  waitForContent,
} from '../support/e2e-helpers';
import { withToken } from '../support/api-tokens';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

const WIDTHS = [320, 360, 414, 1280];

describe.skipIf(Boolean(e2eSkipReason))('personal API tokens', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740, bypassCSP: true });
  let page: Page;
  let member: BuiltAccount;
  let admin: BuiltAccount;

  beforeAll(async () => {
    page = browser.page;
    [member, admin] = await Promise.all([
      buildRecruiter(server, { firstname: 'Lerato', lastname: 'Scripter' }),
      buildAdmin(server),
    ]);
  });

  async function atEveryWidth(name: string, root: string) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
      if (width < 1000) expect(await elementsOutsideViewport(page, root), `${name} at ${width}`).toEqual([]);
      await screenshotFromTop(page, `${name}-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
  }

  it('makes a token, shows its secret once, and revokes it after asking', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await logInThroughForm(page, server, member);
    await page.goto(`${server.url}/account/api-tokens`);
    await waitForContent(page, 'My Account');
    await page.getByText('No tokens yet.', { exact: false }).waitFor();
    await atEveryWidth('api-tokens-empty', '[data-testid="api-tokens-page"]');

    await page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    // Nothing typed: every problem at once, the first focused.
    await dialog.getByRole('checkbox', { name: /^Read/ }).uncheck();
    await dialog.getByRole('button', { name: 'Make token' }).click();
    await dialog.getByText('The Name field is required.').waitFor();
    await dialog.getByText('Choose at least one scope', { exact: false }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('token-name');

    await dialog.getByLabel('Name').fill('CRM sync');
    await dialog.getByRole('checkbox', { name: /^Read/ }).check();
    await dialog.getByRole('checkbox', { name: /^Listings/ }).check();
    await expect(dialog.getByLabel('Expires').inputValue()).resolves.toBe('90');
    await atEveryWidth('api-tokens-dialog', 'dialog');
    await dialog.getByRole('button', { name: 'Make token' }).click();

    const secretBox = page.getByTestId('token-secret');
    await secretBox.waitFor();
    const secret = (await secretBox.innerText()).trim();
    expect(secret).toMatch(/^rc_pat_[A-Za-z0-9_-]{43}$/);
    await page.getByText('It is shown only now.').waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(secret);
    await atEveryWidth('api-tokens-secret', '[data-testid="api-tokens-page"]');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The script's view: it works, within its scopes.
    expect((await withToken(server, secret, 'GET', '/api/jobs')).status).toBe(200);
    expect((await withToken(server, secret, 'GET', '/api/me')).status).toBe(403);

    await page.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page.getByTestId('token-secret').count()).resolves.toBe(0);
    const item = page.getByTestId('api-token');
    await item.getByRole('heading', { name: 'CRM sync' }).waitFor();
    await expect(item.innerText()).resolves.toContain(secret.slice(0, 11));
    await expect(item.innerText()).resolves.not.toContain(secret.slice(11));
    await page.reload();
    await item.getByText(/Last used/).waitFor();
    await atEveryWidth('api-tokens-list', '[data-testid="api-tokens-page"]');

    await item.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Token revoked', '“CRM sync” no longer works.');
    await item.locator('dt', { hasText: 'Revoked' }).waitFor();
    expect((await withToken(server, secret, 'GET', '/api/jobs')).status).toBe(401);
  });

  it('lists the endpoints in the API reference', async () => {
    await page.goto(`${server.url}/account/api`);
    await page.getByRole('heading', { name: 'API reference' }).waitFor();
    const jobs = page.getByRole('region', { name: 'Job specs' });
    await jobs.getByText('/api/jobs/{uid}/extend').first().waitFor();
    await expect(jobs.innerText()).resolves.toContain('Token: listings:write');
    await atEveryWidth('api-reference', '[data-testid="api-reference"]');
  });

  it('shows an administrator every member’s tokens', async () => {
    await page.context().clearCookies();
    await logInThroughForm(page, server, admin);
    await page.goto(`${server.url}/account/tokens`);
    const item = page.getByTestId('admin-api-token').filter({ hasText: 'CRM sync' });
    await item.getByRole('link', { name: 'Lerato Scripter' }).waitFor();
    await atEveryWidth('admin-api-tokens', '[data-testid="admin-api-tokens-page"]');
  });
});
