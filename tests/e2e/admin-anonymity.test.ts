/**
 * The admin console's Anonymity tab in real Chromium at 360 px: a member refused three times for a
 * blocking finding, and a candidate whose warning its poster confirmed, each with its links (the
 * member, the listing, its owner). Screenshots at 320, 360, 414 and 1280 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSkipReason } from '../support/browser';
import { buildAdmin, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { bodyFor, PATH } from '../support/fixtures/listings';
import {
  elementsOutsideViewport,
  logInThroughForm,
  screenshotFromTop,
  seriousAxeFindings,
} from '../support/e2e-helpers';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

describe.skipIf(Boolean(e2eSkipReason))('the anonymity risks in the admin console', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740, bypassCSP: true });
  let page: Page;
  let admin: BuiltAccount;
  let listing: { uid: string; reference: string };

  beforeAll(async () => {
    page = browser.page;
    admin = await buildAdmin(server, { firstname: 'Ayanda', lastname: 'Admin' });
    const member = await buildRecruiter(server, {
      firstname: 'Sipho',
      lastname: 'Careless',
      company: 'Careless Talent',
    });
    const client = await signIn(server, member);
    for (const additional of ['Call 082 555 0147', 'Mail thabo@gmail.com', 'Call 082 555 0147'])
      expect((await client.post(PATH.job, bodyFor('job', { additional }))).status).toBe(422);
    const res = await client.post(
      PATH.candidate,
      bodyFor('candidate', {
        candidateTitle: 'Plant Chemist',
        additional: 'Ex Sasol Secunda.',
        anonymityConfirmed: true,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    listing = res.body as { uid: string; reference: string };
  });

  it('lists the member often refused and the confirmed listing, with their links', async () => {
    await logInThroughForm(page, server, admin);
    await page.goto(`${server.url}/account/anonymity`);
    await page.getByRole('heading', { name: 'Members often refused' }).waitFor();
    const refused = page.getByRole('list', { name: 'Members often refused' });
    await expect(refused.getByRole('link', { name: 'Sipho Careless' }).count()).resolves.toBe(1);
    await expect(refused.innerText()).resolves.toContain('3 refused');
    const confirmed = page.getByRole('list', { name: 'Listings with a confirmed warning' });
    const listingLink = confirmed.getByRole('link', { name: `${listing.reference} — Plant Chemist` });
    await expect(listingLink.count()).resolves.toBe(1);
    await expect(confirmed.getByRole('link', { name: 'Sipho Careless, Careless Talent' }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Anonymity' }).getAttribute('aria-current')).resolves.toBe('page');

    for (const width of [320, 360, 414, 1280]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
      if (width < 1000) expect(await elementsOutsideViewport(page, '[data-testid="anonymity-risks"]')).toEqual([]);
      await screenshotFromTop(page, `admin-anonymity-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The owner's link sits above the card's listing link: it opens the member.
    await confirmed.getByRole('link', { name: 'Sipho Careless, Careless Talent' }).click();
    await page.waitForURL(/\/account\/user\/[0-9a-f-]+$/);
    await page.goBack();
    await listingLink.click();
    await page.waitForURL(`**/candidates/${listing.uid}`);
  });
});
