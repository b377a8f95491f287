/**
 * The bell's panel at 320, 360, 414 and 1280 px: each note says when it came as a person would
 * ("5 minutes ago", "yesterday", "3 days ago") with the exact time in its <time> element and
 * tooltip; View Now, Mark as read and Delete sit on one line inside the screen; "Mark all as read"
 * marks every note read at once (the bell's count goes, the server agrees).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { notes } from '../../api/db/schema';
import { e2eSkipReason, screenshot } from '../support/browser';
import { elementsOutsideViewport, logInThroughForm, seriousAxeFindings, waitForContent } from '../support/e2e-helpers';
import { buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { useBrowser } from '../support/use-browser';

const WIDTHS = [320, 360, 414, 1280] as const;

/** Local noon `days` ago: "yesterday" and "3 days ago" whatever the hour the test runs. */
function noonDaysAgo(days: number): Date {
  const d = new Date();
  d.setDate(d.getDate() - days);
  d.setHours(12, 0, 0, 0);
  return d;
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
  await panel.locator('.note').first().waitFor();
  return panel;
}

describe.skipIf(Boolean(e2eSkipReason))('the notifications panel', () => {
  const server = useTestServer({ env: { SERVE_WEB: 'true' } });
  const browser = useBrowser({ width: 360, height: 740, bypassCSP: true });
  let member: BuiltAccount;

  beforeAll(async () => {
    member = await buildRecruiter(server, { isApproved: true });
    await server.ctx.db.insert(notes).values([
      {
        userId: member.id,
        heading: 'Match Proposal - New',
        message: 'A new Match Proposal for J4K2 Senior Java Developer (Telecommunications) was received.',
        link: '/dashboard',
        createdAt: new Date(Date.now() - 5 * 60_000),
      },
      {
        userId: member.id,
        heading: 'Deal - Interviewing',
        message: 'Pieter van Wyk moved the deal on candidate C7F2 for job spec J4K2 to Interviewing.',
        link: '/deals',
        createdAt: noonDaysAgo(1),
      },
      {
        userId: member.id,
        heading: 'Bulk message',
        message: 'The association AGM is on 3 December at 10:00 in Sandton.',
        link: null,
        createdAt: noonDaysAgo(3),
      },
    ]);
    await logInThroughForm(browser.page, server, member);
  });

  it('says when each note came, keeps its actions on one line inside the screen at every width', async () => {
    const page = browser.page;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 1000 ? 800 : 740 });
      await page.goto(`${server.url}/dashboard`);
      await waitForContent(page);
      const panel = await openPanel(page);
      const times = panel.locator('.note time');
      expect(await times.allInnerTexts()).toEqual(['5 minutes ago', 'yesterday', '3 days ago']);
      // The exact instant is one hover away, and machine-readable.
      const first = times.first();
      expect(await first.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await first.getAttribute('title')).toMatch(/^\d{2} \w{3,4} \d{4}, \d{2}:\d{2}$/);

      const note = panel.locator('.note').filter({ hasText: 'Match Proposal - New' });
      const tops: number[] = [];
      for (const button of [
        note.getByRole('button', { name: 'View Now' }),
        note.getByRole('button', { name: 'Mark as read' }),
        note.getByRole('button', { name: /^Delete notification/ }),
      ]) {
        const box = (await button.boundingBox())!;
        expect(box.height, 'a 44 px target').toBeGreaterThanOrEqual(43.5);
        tops.push(Math.round(box.y + box.height / 2));
      }
      expect(new Set(tops).size, `the note's actions on one line at ${width} px`).toBe(1);
      expect(await elementsOutsideViewport(page, '#notifications-panel'), `the panel at ${width} px`).toEqual([]);
      if (width === 360) expect(await seriousAxeFindings(page), 'axe with the panel open').toEqual([]);
      await screenshot(page, `notifications-panel-${width}`);
      await page.keyboard.press('Escape');
    }
  });

  it('marks every note read with "Mark all as read"', async () => {
    const page = browser.page;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/dashboard`);
    await waitForContent(page);
    expect(await page.getByTestId('bell-count').innerText()).toBe('3');
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => panel.getByTestId('note-marker').allInnerTexts()).toEqual(['Read', 'Read', 'Read']);
    expect(await panel.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    await screenshot(page, 'notifications-all-read-360');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    expect(await page.getByTestId('bell-count').count()).toBe(0);
    const api = await signIn(server, member);
    await expect.poll(async () => (await api.get('/api/notes')).body.unread).toBe(0);
  });
});
