/**
 * A member's optional two-factor sign-in on a 360 px phone: off by default, turned on under
 * My Account → Two-factor sign-in (key, password and a code computed here), asked for after the
 * password at the next sign-in, a new set of recovery codes (the old ones then refused at sign-in,
 * a new one accepted), and turned off again with the password and a code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';
import { buildRecruiter } from '../support/factories';
import { expectToast, logInThroughForm, screenshotFromTop } from '../support/e2e-helpers';
import { MESSAGES } from '../../shared/messages';
import { awayFromStepEnd, codeAt } from '../support/totp';

describe.skipIf(Boolean(e2eSkipReason))('a member’s two-factor sign-in', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true', LOGIN_LIMIT_PER_IP: '1000' } });
  const browser = useBrowser({ width: 360, height: 740 });
  let page: Page;
  beforeAll(() => {
    page = browser.page;
  });

  it('turns it on under My Account, is asked for a code at the next sign-in, and turns it off', async () => {
    const member = await buildRecruiter(server);
    await logInThroughForm(page, server, member);
    await page.waitForURL('**/dashboard');

    await page.goto(`${server.url}/account/two-factor`);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan' }).waitFor();
    const secret = (await page.locator('main code').first().innerText()).replace(/\s+/g, '');
    const turnOn = page.getByRole('form', { name: 'Turn on two-factor sign-in' });
    // Sent empty: both problems beside their fields at once, the first one focused.
    await turnOn.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect
      .poll(() => turnOn.locator('.field__error').allInnerTexts())
      .toEqual([MESSAGES.passwordRequired, MESSAGES.mfaCodeRequired]);
    await expect(turnOn.getByLabel('Password').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await screenshotFromTop(page, 'member-two-factor-empty-360');
    await turnOn.getByLabel('Password').fill(member.password);
    await awayFromStepEnd();
    await turnOn.getByLabel('6-digit code from the app').fill(codeAt(secret, -1));
    await turnOn.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const firstCodes = await page.getByTestId('recovery-codes').locator('code').allInnerTexts();
    expect(firstCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByTestId('mfa-on').waitFor();
    await screenshotFromTop(page, 'member-two-factor-on-360');

    await browser.context.clearCookies();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const codeForm = page.getByRole('form', { name: 'Two-factor sign-in' });
    await codeForm.getByLabel('Authentication code').fill('000000' === codeAt(secret) ? '111111' : '000000');
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Two-factor sign-in failed');
    expect(new URL(page.url()).pathname).toBe('/login');
    await codeForm.getByLabel('Authentication code').fill(codeAt(secret, 0));
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');

    // A new set of recovery codes, with the password: shown once, and the first set stops working.
    await page.goto(`${server.url}/account/two-factor`);
    const newCodes = page.getByRole('form', { name: 'Get new recovery codes' });
    await newCodes.getByRole('button', { name: 'Get new recovery codes' }).click();
    await expect.poll(() => newCodes.locator('.field__error').allInnerTexts()).toEqual([MESSAGES.mfaReauthRequired]);
    await newCodes.getByLabel('Password').fill(member.password);
    await newCodes.getByRole('button', { name: 'Get new recovery codes' }).click();
    await page.getByRole('heading', { name: 'Save your new recovery codes' }).waitFor();
    const secondCodes = await page.getByTestId('recovery-codes').locator('code').allInnerTexts();
    expect(secondCodes).toHaveLength(10);
    expect(secondCodes.filter((c) => firstCodes.includes(c))).toEqual([]);
    for (const width of [320, 360, 414, 1280]) {
      await page.setViewportSize({ width, height: width < 1000 ? 740 : 800 });
      await screenshotFromTop(page, `member-two-factor-new-codes-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByRole('form', { name: 'Get new recovery codes' }).waitFor();
    await screenshotFromTop(page, 'member-two-factor-on-with-codes-360', { waitForToasts: true });

    await browser.context.clearCookies();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await codeForm.getByLabel('Authentication code').fill(firstCodes[0]!);
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Two-factor sign-in failed');
    await codeForm.getByLabel('Authentication code').fill(secondCodes[0]!);
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(`${server.url}/account/two-factor`);
    const turnOff = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await turnOff.getByLabel('Password').fill(member.password);
    await turnOff.getByLabel('6-digit code from the app').fill(codeAt(secret, 1));
    await turnOff.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
    const me = await page.evaluate(
      async () => (await (await fetch('/api/me')).json()) as { account: { mfa: unknown } },
    );
    expect(me.account.mfa).toEqual({ enabled: false, enrolmentRequired: false });
  });
});
