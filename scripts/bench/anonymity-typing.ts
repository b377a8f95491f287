/**
 * The anonymity guard as a member types, on a slow phone: the listing form checks its free text on
 * the device at every change (web/src/…/anonymity, shared/anonymity), so a long text must not make
 * typing stutter. Goal (docs/anonymity.md): no long task over 50 ms while typing, on a throttled
 * phone profile.
 *
 * It serves the production build (a throw-away in-memory database), signs a seeded recruiter in,
 * opens "Add New Candidate" in Debian's Chromium at 360 × 740 with the CPU throttled 4× (Chrome's
 * mid-range phone setting), pastes a 4,800-character text into Additional Information (the paste is
 * reported apart: one change, once), then types 200 more characters, 60 ms apart (a fast typist),
 * in bursts of 10 keys with a 700 ms pause after each: the guard checks a moment after typing stops,
 * so each pause holds one check of the whole 5,000-character text. The page records every long task
 * (PerformanceObserver 'longtask', over 50 ms) on its own clock; those that start in a pause are the
 * check's, those while keys go in are the form's own (React and the browser's layout).
 *
 *   npx tsx scripts/bench/anonymity-typing.ts              # build, 3 rounds
 *   npx tsx scripts/bench/anonymity-typing.ts --no-build --rounds=5
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildCorpus } from '../../tests/anonymity/corpus';
import { signInSeededRecruiter } from '../lib/seeded-recruiter';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const ROUNDS = Math.max(1, Number(args.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3) || 3);
const CPU_SLOWDOWN = 4;
const TYPED = 200;
const KEY_DELAY_MS = 60;
/** Keys per burst, and the pause after each: longer than the guard's wait after typing (250 ms). */
const BURST = 10;
const PAUSE_MS = 700;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(
  `$ npx tsx scripts/bench/anonymity-typing.ts ${args.join(' ')}   (load average ${load()}, ${cpus().length} cores)`,
);

if (!args.includes('--no-build')) {
  console.log('Building the PWA (vite build)…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

// Realistic listing prose with no leak in it (the corpus's clean texts), 5,000 characters in all.
const clean = buildCorpus()
  .filter((entry) => entry.planted.length === 0)
  .map((entry) => entry.text)
  .join(' ');
const pasted = clean.slice(0, 5000 - TYPED);
const typed = clean.slice(5000 - TYPED, 5000).replace(/\s+/g, ' ');

/** Runs in the page before its scripts: every long task, on the page's clock. A string: see first-screens.ts. */
const probe = `(() => {
  const tasks = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

type Task = { start: number; duration: number };
const { startTestServer } = await import('../../tests/support/test-server');
const server = await startTestServer({ env: { SERVE_WEB: 'true' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const rounds: Array<{ paste: Task[]; typing: Task[]; pauses: Task[] }> = [];
try {
  const cookie = await signInSeededRecruiter(server);
  const [name, ...value] = cookie.split(';')[0]!.split('=');
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await context.addCookies([{ name: name!, value: value.join('='), url: server.url }]);
    const page = await context.newPage();
    await page.addInitScript({ content: probe });
    await page.goto(`${server.url}/candidates/add`);
    const field = page.getByRole('textbox', { name: 'Additional Information', exact: true });
    await field.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const now = () => page.evaluate(() => performance.now());

    const pasteStart = await now();
    await field.fill(pasted);
    await page.waitForTimeout(1500);
    await field.press('End');
    // Bursts of typing, each followed by a pause in which the guard checks the whole text (it
    // waits until typing stops): tasks while keys go in are the form's own; tasks in the pause are
    // the check's.
    const typing: Task[] = [];
    const pauses: Task[] = [];
    const typingStart = await now();
    const seen = () => page.evaluate(() => (window as unknown as { __longTasks: Task[] }).__longTasks.slice());
    const within = (tasks: Task[], from: number, to: number) => tasks.filter((t) => t.start >= from && t.start < to);
    for (let at = 0; at < typed.length; at += BURST) {
      const keysFrom = await now();
      await field.pressSequentially(typed.slice(at, at + BURST), { delay: KEY_DELAY_MS, timeout: 600_000 });
      const pauseFrom = await now();
      await page.waitForTimeout(PAUSE_MS);
      const pauseTo = await now();
      const tasks = await seen();
      typing.push(...within(tasks, keysFrom, pauseFrom));
      pauses.push(...within(tasks, pauseFrom, pauseTo));
    }
    const tasks = await seen();
    if ((await field.inputValue()).length < 4900) throw new Error('the text did not reach the field');
    rounds.push({ paste: within(tasks, pasteStart, typingStart), typing, pauses });
    await context.close();
    process.stdout.write(`  round ${round + 1}/${ROUNDS} done\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const max = (tasks: Task[]) => tasks.reduce((m, t) => Math.max(m, t.duration), 0);
const describe = (tasks: Task[]) => `${tasks.length} long tasks, longest ${max(tasks).toFixed(0)} ms`;
for (const [i, r] of rounds.entries())
  console.log(
    `round ${i + 1}: the checks after each burst — ${describe(r.pauses)}; while keys went in — ${describe(r.typing)}; ` +
      `the paste of ${pasted.length.toLocaleString()} characters — ${describe(r.paste)}`,
  );
console.log(
  `\n${ROUNDS} × ${TYPED / BURST} checks of a 5,000-character text (CPU ${CPU_SLOWDOWN}× slower, 360 px): ` +
    `${describe(rounds.flatMap((r) => r.pauses))} (goal: none over 50 ms); while typing: ${describe(rounds.flatMap((r) => r.typing))}; ` +
    `load average at the end ${load()}`,
);
