/**
 * Performance budgets of the PWA. Builds it, then reads dist/.vite/manifest.json to
 * find the chunks each route loads, and measures their JavaScript gzipped (zlib level 9, what a
 * server or CDN would send; 1 kB = 1000 bytes, as Vite prints):
 *
 *   - the first public page, /home: the entry chunk with its static imports, plus the Home chunk
 *     and its static imports (what /home lazy-loads)                                   ≤ 100 kB
 *   - the signed-in shell: the entry and the signed-in routes chunk (the access guard,
 *     AppLayout and the landing screens: dashboard and lists), with their static imports  ≤ 140 kB
 *
 * Then it serves the build on a loopback port (a throw-away in-memory database, gzip as in
 * production) and runs Lighthouse (devDependency; Debian Chromium; the default mobile preset with
 * simulated throttling) on /home, /login and /jobs — signed in: a seeded recruiter with seeded job
 * specs, the session cookie passed in Lighthouse's extra headers. Each page is measured `--runs`
 * times (default 3) and the median-performance run is reported, with every performance score seen.
 * Targets: performance ≥ 95, accessibility 100, best practices 100 (SEO is printed, not enforced).
 * The JSON reports are kept in tests/artifacts/lighthouse/ (git-ignored).
 *
 *   npx tsx scripts/bench/budgets.ts                  # build, measure, Lighthouse
 *   npx tsx scripts/bench/budgets.ts --no-build       # measure the dist/ already built
 *   npx tsx scripts/bench/budgets.ts --no-lighthouse  # JavaScript budgets only
 *   npx tsx scripts/bench/budgets.ts --runs=5         # more Lighthouse runs per page (a busy machine)
 *   npx tsx scripts/bench/budgets.ts --pages=/login   # Lighthouse on some of the pages only
 *
 * Exits 1 when a JavaScript budget or a Lighthouse target is missed, or Lighthouse cannot run.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { signInSeededRecruiter } from '../lib/seeded-recruiter';
import { staticClosure as closureIn, type Manifest } from '../../api/web/shell';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const args = new Set(process.argv.slice(2));
const KB = 1000;

type LighthouseReport = {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      details?: { items?: unknown[] };
    }
  >;
};

/** The pages and their targets. SEO is printed for information. */
const PAGES = [
  { route: '/home', signedIn: false },
  { route: '/login', signedIn: false },
  { route: '/jobs', signedIn: true },
];
const TARGETS: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORT_DIR = path.join(ROOT, 'tests/artifacts/lighthouse');

if (!args.has('--no-build')) {
  console.log('Building the PWA (vite build)…');
  // The production build whatever NODE_ENV the caller has (the e2e setup does the same).
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const manifestPath = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestPath))
  throw new Error(`${manifestPath} is missing: build with build.manifest enabled (vite.config.ts).`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzSizes = new Map<string, { raw: number; gz: number }>();
function sizeOf(file: string) {
  let size = gzSizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(DIST, file));
    size = { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
    gzSizes.set(file, size);
  }
  return size;
}

/** A chunk of this build and everything it imports statically (what the browser loads with it). */
const staticClosure = (key: string) => closureIn(manifest, key);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json');

/** The chunks of a route's screen, or a note that the module is bundled into the entry. */
function routeChunks(src: string): { keys: Set<string>; note?: string } {
  if (manifest[src]) return { keys: staticClosure(src) };
  return { keys: new Set(), note: `${src} is bundled in another chunk` };
}

type Budget = { label: string; limitKb: number; parts: Array<{ src: string }> };

const BUDGETS: Budget[] = [
  { label: 'First public page (/home)', limitKb: 100, parts: [{ src: 'src/routes/public/Home.tsx' }] },
  {
    label: 'Signed-in shell (entry + signed-in routes: guard, AppLayout, dashboard and lists)',
    limitKb: 140,
    parts: [{ src: 'src/routes/signed-in-routes.tsx' }],
  },
];

const pad = (text: string, width: number) => text.padEnd(width);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
let failed = false;

console.log('\nJavaScript budgets (gzip -9; 1 kB = 1000 bytes)\n');
for (const budget of BUDGETS) {
  const keys = staticClosure(entryKey);
  const notes: string[] = [];
  for (const part of budget.parts) {
    const { keys: partKeys, note } = routeChunks(part.src);
    for (const key of partKeys) keys.add(key);
    if (note) notes.push(note);
  }
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  let raw = 0;
  let gz = 0;
  console.log(budget.label);
  for (const file of files.sort((a, b) => sizeOf(b).gz - sizeOf(a).gz)) {
    const size = sizeOf(file);
    raw += size.raw;
    gz += size.gz;
    console.log(`    ${pad(file, 44)} ${kb(size.raw).padStart(10)} raw ${kb(size.gz).padStart(10)} gz`);
  }
  for (const note of notes) console.log(`    (${note})`);
  const pass = gz <= budget.limitKb * KB;
  if (!pass) failed = true;
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${kb(gz)} gzipped (${kb(raw)} raw) — budget ${budget.limitKb} kB\n`);
}

// Fetched after the load event and not counted above: the service worker registration (workbox-window).
const register = manifest['src/features/pwa/register.ts'];
if (register) {
  const entryFiles = new Set([...staticClosure(entryKey)].map((key) => manifest[key]!.file));
  const files = [...staticClosure('src/features/pwa/register.ts')].map((key) => manifest[key]!.file);
  const extra = files.filter((file) => !entryFiles.has(file) && file.endsWith('.js'));
  const gz = extra.reduce((sum, file) => sum + sizeOf(file).gz, 0);
  console.log(
    `Not counted (loaded after the load event): service worker registration ${extra.join(', ')} ${kb(gz)} gz`,
  );
}
if (existsSync(path.join(DIST, 'sw.js'))) {
  const sw = readFileSync(path.join(DIST, 'sw.js'));
  console.log(
    `Service worker: sw.js ${kb(sw.length)} raw, ${kb(gzipSync(sw, { level: 9 }).length)} gz (installed in the background)`,
  );
}

if (!args.has('--no-lighthouse')) {
  if (!(await runLighthouse())) failed = true;
}
process.exit(failed ? 1 : 0);

/** Runs Lighthouse on each page; true when every target is met. */
async function runLighthouse(): Promise<boolean> {
  const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  const runs = Math.max(1, Number(optionValue('--runs') ?? 3) || 3);
  const only = optionValue('--pages')?.split(',');
  const pages = only ? PAGES.filter((p) => only.includes(p.route)) : PAGES;
  console.log(`\nLighthouse (mobile, simulated throttling; median of ${runs} run(s) per page)`);
  if (!existsSync(cli)) return fail('lighthouse is not installed (npm install -D lighthouse).');
  if (!existsSync(chrome)) return fail(`no Chromium at ${chrome} (apt-get install -y chromium, or set CHROME_PATH).`);
  mkdirSync(REPORT_DIR, { recursive: true });

  const { startTestServer } = await import('../../tests/support/test-server');
  const server = await startTestServer({ env: { SERVE_WEB: 'true' } });
  let isMet = true;
  try {
    const cookie = await signInSeededRecruiter(server);
    for (const { route, signedIn } of pages) {
      const reports: LighthouseReport[] = [];
      // A run Lighthouse itself could not complete (a trace it failed to record, NO_NAVSTART, on a
      // busy machine) is said and tried again, up to `runs` extra attempts in all.
      for (let attempt = 0; reports.length < runs && attempt < runs * 2; attempt++) {
        try {
          reports.push(await lighthouse(cli, chrome, `${server.url}${route}`, signedIn ? cookie : undefined));
        } catch (err) {
          // Lighthouse's own reason is the last line it wrote to stderr.
          const reason =
            String((err as { stderr?: string }).stderr ?? '')
              .trim()
              .split('\n')
              .at(-1) || (err as Error).message.split('\n')[0];
          console.log(`  ${route}: a run failed (${reason}); trying again`);
        }
      }
      if (reports.length === 0) {
        isMet = false;
        continue;
      }
      const scoreOf = (report: LighthouseReport, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const sorted = [...reports].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
      const report = sorted[Math.floor((sorted.length - 1) / 2)]!;
      writeFileSync(path.join(REPORT_DIR, `${route.slice(1) || 'root'}.json`), JSON.stringify(report));
      const metric = (id: string) => report.audits[id]?.displayValue ?? 'n/a';
      const misses = Object.entries(TARGETS).filter(([id, target]) => scoreOf(report, id) < target);
      if (misses.length > 0) isMet = false;
      console.log(
        `  ${misses.length ? 'FAIL' : 'PASS'}  ${pad(route, 6)} ` +
          CATEGORIES.map((id) => `${id} ${report.categories[id] ? scoreOf(report, id) : 'n/a'}`).join(', ') +
          (runs > 1 ? `  (performance of each run: ${reports.map((r) => scoreOf(r, 'performance')).join(', ')})` : ''),
      );
      console.log(
        `        FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
      );
      for (const [id] of misses) {
        for (const audit of failingAudits(report, id)) console.log(`        ${id}: ${audit}`);
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`  Reports: ${path.relative(ROOT, REPORT_DIR)}/*.json`);
  console.log(
    `  Targets: ${Object.entries(TARGETS)
      .map(([id, target]) => `${id} ≥ ${target}`)
      .join(', ')}`,
  );
  return isMet;

  function fail(reason: string) {
    console.log(`  FAIL  ${reason}`);
    return false;
  }
}

function optionValue(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** One Lighthouse run in a child process (the server answering it runs in this one). */
async function lighthouse(cli: string, chrome: string, url: string, cookie?: string): Promise<LighthouseReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

/** The audits of a category that cost it points, worst first. */
function failingAudits(report: LighthouseReport, categoryId: string): string[] {
  const refs = report.categories[categoryId]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.score !== null &&
        audit.score < 1 &&
        (ref.weight > 0 || categoryId !== 'performance'),
    )
    .sort((a, b) => (a.audit!.score ?? 0) * a.ref.weight - (b.audit!.score ?? 0) * b.ref.weight)
    .map(
      ({ ref, audit }) =>
        `${ref.id} (${audit!.title}${audit!.displayValue ? `: ${audit!.displayValue}` : ''}, score ${Math.round((audit!.score ?? 0) * 100)})`,
    );
}
