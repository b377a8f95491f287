/**
 * How soon a phone shows the first screen, and what two pieces of the web shell buy
 * (api/web/first-screens.ts and the lazy screens of web/src/routes/page.tsx).
 *
 * It serves the production build (a throw-away in-memory database, gzip as in production) and loads
 * /home, /login and /jobs (signed in: a seeded recruiter with 40 job specs) cold in Debian's
 * Chromium at 360 × 740, with the CPU throttled 4× and a phone network emulated (150 ms round trips,
 * 1.6 Mbit/s down, 750 kbit/s up; Chrome's "Slow 4G"-like profile), no service worker, a new
 * browser context per load. A script injected before the page's own records, on the page's clock:
 *
 *   - shown: when the screen's own content first appears (the hero heading, the e-mail field, the
 *     first job spec tile);
 *   - placeholder: whether the loading placeholder (`.loading[role=status]`) was ever on screen first.
 *
 * Two variants per page, interleaved so a busy moment hurts both alike:
 *   - "as served": the page as the server sends it, with the path's first-screen chunks preloaded;
 *   - "no preloads": dist/index.html as built, i.e. the FIRST_SCREENS table emptied: the screen's
 *     chunks are found only once the entry script (and, signed in, the signed-in routes) have run.
 *
 * It prints the median and range of each, and writes them into docs/performance.md between the
 * first-screens markers.
 *
 *   npx tsx scripts/bench/first-screens.ts                 # build, 6 loads per page and variant
 *   npx tsx scripts/bench/first-screens.ts --no-build      # the dist/ already built
 *   npx tsx scripts/bench/first-screens.ts --loads=10      # more loads (a busy machine)
 *   FIRST_SCREENS_WRITE_DOCS=0 …                           # print only
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { signInSeededRecruiter } from '../lib/seeded-recruiter';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const args = process.argv.slice(2);
const LOADS = Math.max(1, Number(args.find((a) => a.startsWith('--loads='))?.slice(8) ?? 6) || 6);
const WRITE_DOCS = process.env.FIRST_SCREENS_WRITE_DOCS !== '0';
const NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const PAGES = [
  { route: '/home', shown: 'h1', signedIn: false },
  { route: '/login', shown: 'input[type="email"]', signedIn: false },
  { route: '/jobs', shown: 'main li a[href^="/jobs/"]', signedIn: true },
] as const;
const VARIANTS = ['as served', 'no preloads'] as const;
type Variant = (typeof VARIANTS)[number];
type Load = { shownMs: number; sawPlaceholder: boolean };

if (!args.includes('--no-build')) {
  console.log('Building the PWA (vite build)…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
const builtPage = readFileSync(path.join(DIST, 'index.html'), 'utf8');

/**
 * Runs in the page before its own scripts: watches the DOM and notes, on the page's clock (ms since
 * navigation start), when the screen's content appears and whether the placeholder came first.
 * A string, not a function: tsx (esbuild, keepNames) would wrap a function's inner names in a
 * helper the page does not have.
 */
const probe = (shownSelector: string) => `(() => {
  const state = { shownMs: -1, sawPlaceholder: false };
  window.__firstScreen = state;
  const check = () => {
    if (state.shownMs >= 0) return;
    if (document.querySelector('.loading[role="status"]')) state.sawPlaceholder = true;
    if (document.querySelector(${JSON.stringify(shownSelector)})) state.shownMs = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

const { startTestServer } = await import('../../tests/support/test-server');
const server = await startTestServer({ env: { SERVE_WEB: 'true' } });
const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
const results = new Map<string, Load[]>();
try {
  const cookie = await signInSeededRecruiter(server);
  const [cookieName, ...cookieValue] = cookie.split(';')[0]!.split('=');
  for (let i = 0; i < LOADS; i++) {
    for (const page of PAGES) {
      for (const variant of VARIANTS) {
        const load = await loadOnce(page, variant, { name: cookieName!, value: cookieValue.join('=') });
        const key = `${page.route}|${variant}`;
        results.set(key, [...(results.get(key) ?? []), load]);
      }
    }
    process.stdout.write(`  round ${i + 1}/${LOADS} done\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}

async function loadOnce(
  page: (typeof PAGES)[number],
  variant: Variant,
  cookie: { name: string; value: string },
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  try {
    if (page.signedIn) await context.addCookies([{ ...cookie, url: server.url }]);
    const tab = await context.newPage();
    await tab.addInitScript({ content: probe(page.shown) });
    if (variant === 'no preloads') {
      // The same page with nothing named up front: what the shell sent before api/web/first-screens.ts.
      await tab.route(`${server.url}${page.route}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: builtPage }),
      );
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.goto(`${server.url}${page.route}`, { waitUntil: 'commit' });
    await tab.waitForFunction(
      () => (window as unknown as { __firstScreen?: { shownMs: number } }).__firstScreen!.shownMs >= 0,
      null,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    return await tab.evaluate(() => (window as unknown as { __firstScreen: Load }).__firstScreen);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${Math.round(value)}`;

const command = `npx tsx scripts/bench/first-screens.ts${LOADS === 6 ? '' : ` --loads=${LOADS}`}`;
const rows = PAGES.map(({ route }) => {
  const cells = VARIANTS.map((variant) => {
    const loads = results.get(`${route}|${variant}`) ?? [];
    const shown = loads.map((load) => load.shownMs);
    const placeholders = loads.filter((load) => load.sawPlaceholder).length;
    return `${ms(median(shown))} (${ms(Math.min(...shown))}–${ms(Math.max(...shown))}), placeholder ${placeholders}/${loads.length}`;
  });
  return `| ${route} | ${cells.join(' | ')} |`;
});
const table = [
  '| page | as served: shown at ms, median (range) | no preloads (FIRST_SCREENS emptied) |',
  '|---|---|---|',
  ...rows,
].join('\n');
console.log(`\nFirst screen at 360 px, CPU ÷${CPU_SLOWDOWN}, 150 ms RTT, 1.6 Mbit/s, cold, ${LOADS} loads each:\n`);
console.log(table);

if (WRITE_DOCS) {
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section =
    `<!-- first-screens:begin (written by scripts/bench/first-screens.ts) -->\n` +
    `**Last run** ${stamp} UTC, \`${command}\`, load average ${loadavg()[0]!.toFixed(1)} at the end ` +
    `(360 × 740, CPU ÷${CPU_SLOWDOWN}, 150 ms round trips, 1.6 Mbit/s down, cold, ${LOADS} loads each):\n\n` +
    `${table}\n<!-- first-screens:end -->`;
  const file = path.join(ROOT, 'docs/performance.md');
  const text = readFileSync(file, 'utf8');
  const begin = text.indexOf('<!-- first-screens:begin');
  const end = text.indexOf('<!-- first-screens:end -->');
  if (begin >= 0 && end > begin) {
    writeFileSync(file, `${text.slice(0, begin)}${section}${text.slice(end + '<!-- first-screens:end -->'.length)}`);
    console.log('Figures written into docs/performance.md.');
  } else {
    console.log('docs/performance.md has no first-screens markers: figures not written.');
  }
}
process.exit(0);
