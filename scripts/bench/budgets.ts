/**
 * Performance budgets of the PWA. Builds it, then reads dist/.vite/manifest.json to find the chunks
 * each route loads, and measures their JavaScript gzipped (zlib level 9, what a server or CDN
 * would send; 1 kB = 1000 bytes, as Vite prints):
 *
 *   - the first public page, /home: the entry chunk with its static imports, plus the Home chunk
 *     and its static imports (what /home lazy-loads)                                   ≤ 100 kB
 *   - the signed-in shell: the entry, AppLayout and the Dashboard chunks                ≤ 180 kB
 *
 * Then, when Lighthouse is installed (devDependency) and Chromium is found, it serves the build on a
 * loopback port (a throw-away in-memory database) and prints the Lighthouse performance,
 * accessibility and best-practices scores of /home and /login (mobile, simulated throttling).
 *
 *   npx tsx scripts/bench/budgets.ts                  # build, measure, Lighthouse
 *   npx tsx scripts/bench/budgets.ts --no-build       # measure the dist/ already built
 *   npx tsx scripts/bench/budgets.ts --no-lighthouse  # JavaScript budgets only
 *
 * Exits 1 when a JavaScript budget is exceeded (Lighthouse scores are reported, not enforced).
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const args = new Set(process.argv.slice(2));
const KB = 1000;

if (!args.has('--no-build')) {
  console.log('Building the PWA (vite build)…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

const manifestPath = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest enabled (vite.config.ts).`);
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

/** A chunk and everything it imports statically (what the browser loads with it). */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`dist/.vite/manifest.json has no chunk for ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json');

/** The chunks of a route's screen, or a note that the module is bundled into the entry. */
function routeChunks(src: string): { keys: Set<string>; note?: string } {
  if (manifest[src]) return { keys: staticClosure(src) };
  return { keys: new Set(), note: `${src} is bundled in the entry chunk` };
}

type Budget = { label: string; limitKb: number; parts: Array<{ src: string }> };

const BUDGETS: Budget[] = [
  { label: 'First public page (/home)', limitKb: 100, parts: [{ src: 'src/routes/public/Home.tsx' }] },
  {
    label: 'Signed-in shell (entry + AppLayout + Dashboard)',
    limitKb: 180,
    parts: [{ src: 'src/layouts/AppLayout.tsx' }, { src: 'src/routes/app/Dashboard.tsx' }],
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
  console.log(`Not counted (loaded after the load event): service worker registration ${extra.join(', ')} ${kb(gz)} gz`);
}
if (existsSync(path.join(DIST, 'sw.js'))) {
  const sw = readFileSync(path.join(DIST, 'sw.js'));
  console.log(`Service worker: sw.js ${kb(sw.length)} raw, ${kb(gzipSync(sw, { level: 9 }).length)} gz (installed in the background)`);
}

await runLighthouse();
process.exit(failed ? 1 : 0);

async function runLighthouse(): Promise<void> {
  if (args.has('--no-lighthouse')) return;
  const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  console.log('\nLighthouse (mobile, simulated throttling)');
  if (!existsSync(cli)) return console.log('  skipped: lighthouse is not installed (npm install -D lighthouse).');
  if (!existsSync(chrome)) return console.log(`  skipped: no Chromium at ${chrome} (apt-get install -y chromium, or set CHROME_PATH).`);

  const { startTestServer } = await import('../../tests/support/test-server');
  const server = await startTestServer({ env: { SERVE_WEB: 'true' } });
  try {
    for (const route of ['/home', '/login']) {
      let report: { categories: Record<string, { score: number | null }>; audits: Record<string, { displayValue?: string }> };
      try {
        // Asynchronous: the server answering Lighthouse runs in this process.
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [
            cli,
            `${server.url}${route}`,
            '--quiet',
            '--output=json',
            '--output-path=stdout',
            '--only-categories=performance,accessibility,best-practices',
            '--chrome-flags=--headless --no-sandbox --disable-gpu',
          ],
          { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
        );
        report = JSON.parse(stdout);
      } catch (err) {
        console.log(`  ${route}: Lighthouse failed to run (${(err as Error).message.split('\n')[0]})`);
        continue;
      }
      const score = (id: string) => {
        const value = report.categories[id]?.score;
        return value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));
      };
      const metric = (id: string) => report.audits[id]?.displayValue ?? 'n/a';
      console.log(
        `  ${pad(route, 7)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best-practices ${score('best-practices')}  (FCP ${metric('first-contentful-paint')}, ` +
          `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
      );
    }
  } finally {
    await server.stop();
  }
}
