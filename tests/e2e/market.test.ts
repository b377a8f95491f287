/**
 * The market pulse (/market and the dashboard card) at 320, 360, 414 and 1280 px: the figures,
 * the package bars with their table, the 12-week line, the CSV of what is shown, and "Not enough
 * listings yet" for a selection under the privacy threshold. Nothing outside the viewport, no
 * serious axe finding.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSkipReason, launchBrowser, type Browser } from '../support/browser';
import {
  elementsOutsideViewport,
  logInThroughForm,
  screenshotFromTop,
  seriousAxeFindings,
} from '../support/e2e-helpers';
import { buildRecruiter, type BuiltAccount } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { deals, proposals } from '../../api/db/schema';
import { createRandom, demoCandidate, demoJob } from '../../scripts/lib/demo-listings';
import { insertSeededCandidate, insertSeededJob } from '../../scripts/lib/insert-listing';

const DAY = 86_400_000;

describe.skipIf(Boolean(e2eSkipReason))('market pulse', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  let browser: Browser;
  let member: BuiltAccount;

  beforeAll(async () => {
    // IT & Internet (the member's first category) in Gauteng: 12 listings from 4 members.
    member = await buildRecruiter(server, { categories: [23] });
    const owners = await Promise.all([1, 2, 3, 4].map(() => buildRecruiter(server)));
    const random = createRandom(360);
    for (let i = 0; i < 12; i++) {
      const fields = {
        categories: [23],
        locations: [i % 2 ? 303 : 300],
        natures: [1 + (i % 2)],
        packageId: 3 + (i % 5),
      };
      const seeded = { ownerId: owners[i % 4]!.id, created: new Date(Date.now() - i * 6 * DAY) };
      if (i % 3 === 0) {
        await insertSeededCandidate(server.ctx.db, { ...demoCandidate(random), ...fields }, seeded);
        continue;
      }
      // Each job spec had a sourcing offer 3 or 4 days after posting, and a deal from it.
      const jobId = await insertSeededJob(server.ctx.db, { ...demoJob(random), ...fields, companyType: 1 }, seeded);
      const [offer] = await server.ctx.db
        .insert(proposals)
        .values({
          kind: 'sourcing',
          proposerId: owners[(i + 1) % 4]!.id,
          seconderId: seeded.ownerId,
          jobId,
          jReference: 'J0000X',
          status: 'approved',
          proposedAt: new Date(seeded.created.getTime() + (2 + (i % 3)) * DAY),
        })
        .returning({ id: proposals.id });
      await server.ctx.db.insert(deals).values({
        proposalId: offer!.id,
        jobOwnerId: seeded.ownerId,
        partnerId: owners[(i + 1) % 4]!.id,
        stage: i % 2 ? 'placed' : 'interviewing',
        feePercent: ['15', '17.5', '20'][i % 3]!,
        termsVersion: '2026-11',
      });
    }
    browser = await launchBrowser({ width: 360, height: 740, bypassCSP: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the figures, bars, line and tables, and downloads the CSV', async () => {
    const page = browser.page;
    await logInThroughForm(page, server, member);
    // The dashboard card, for the member's own category in Gauteng.
    const card = page.getByTestId('market-card');
    await card.getByText('IT & Internet in Gauteng: 12 open and recent listings', { exact: false }).waitFor();
    await screenshotFromTop(page, 'market-dashboard-card-360');
    await card.getByRole('link', { name: 'See what the market pays' }).click();
    await page.waitForURL('**/market?category=23&province=300');
    await page.getByRole('heading', { name: 'Market pulse', level: 1 }).waitFor();
    const figures = page.getByTestId('market-figures');
    await figures.getByText('12', { exact: true }).waitFor();
    // 8 job specs, four with an offer after 3 days and four after 4; their 8 deals at 17.5% and
    // 20%, four each, 4 of them placed.
    await figures.getByText('3.5 days', { exact: true }).waitFor();
    await figures.getByText('18.75%', { exact: true }).waitFor();
    await figures.getByText('50%', { exact: true }).waitFor();
    await page.getByTestId('market-bands').waitFor();
    await page.getByTestId('market-trend').waitFor();
    expect(await elementsOutsideViewport(page, 'main')).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);

    for (const width of [320, 360, 414, 1280]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
      await page.getByTestId('market-bands').waitFor();
      expect(await elementsOutsideViewport(page, 'main'), `at ${width} px`).toEqual([]);
      await screenshotFromTop(page, `market-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });

    // The tables behind the charts.
    await page.getByTestId('market-bands').getByText('Show as table').click();
    const bands = page.getByTestId('market-bands-table');
    await bands.getByRole('row', { name: /R200K – R400K/ }).waitFor();
    expect(await bands.getByRole('row').count()).toBe(15);
    await page.getByTestId('market-trend').getByText('Show as table').click();
    expect(await page.getByTestId('market-trend-table').getByRole('row').count()).toBe(13);
    expect(await elementsOutsideViewport(page, 'main')).toEqual([]);
    await screenshotFromTop(page, 'market-tables-360');

    // The CSV of what is shown.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('market-csv').click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Category,IT & Internet');
    expect(csv).toContain('Province,Gauteng');
    expect(csv).toContain('Open and recent listings,12');
    expect(csv).toContain('Deals that reached Placed,50%');
    expect(csv).toContain('Annual CTC package,Job specs,Candidates');
    expect(csv.split('\r\n').filter((l) => /^\d{4}-\d{2}-\d{2},\d+$/.test(l))).toHaveLength(12);

    // A nature narrows it: Contract only (6 listings from 2 members: under the threshold).
    await page.getByTestId('market-nature').selectOption('2');
    await page.waitForURL('**/market?category=23&province=300&nature=2');
    await page.getByTestId('market-suppressed').getByText('Not enough listings yet').waitFor();
    expect(await page.getByTestId('market-csv').count()).toBe(0);
  });

  it('says "Not enough listings yet" with the reason, at every width', async () => {
    const page = browser.page;
    await page.goto(`${server.url}/market?category=1&province=700`);
    const empty = page.getByTestId('market-suppressed');
    await empty
      .getByText('at least 5 open or recent listings from at least 3 different members', { exact: false })
      .waitFor();
    expect(await page.getByTestId('market-bands').count()).toBe(0);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await elementsOutsideViewport(page, 'main'), `at ${width} px`).toEqual([]);
      await screenshotFromTop(page, `market-not-enough-${width}`);
    }
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
