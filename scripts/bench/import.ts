/**
 * Bulk import end to end over HTTP (docs/imports.md): 2,000 valid job rows as a CSV, uploaded,
 * mapped as suggested, previewed and committed, against the app on the embedded database (PGlite,
 * in memory) or a PostgreSQL server. Prints each step's time and the total.
 *
 *   npx tsx scripts/bench/import.ts                                         # PGlite
 *   IMPORT_BENCH_ROWS=500 npx tsx scripts/bench/import.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench/import.ts
 *
 * Goal (docs/performance.md): 2,000 rows end to end in 15 s or less.
 */
import { cpus, loadavg } from 'node:os';
import { buildParty } from '../../tests/support/fixtures/matches';
import { JOB_HEADERS, csvOf, jobRow, mapAsSuggested, upload } from '../../tests/support/fixtures/imports';
import { startTestServer } from '../../tests/support/test-server';

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 2000);
const TARGET_MS = 15_000;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
console.log(`$ npx tsx scripts/bench/import.ts   (${ROWS} rows, ${database}; load ${load()}, ${cpus().length} cores)`);

const server = await startTestServer({ env: { LOG_LEVEL: 'warn' } });
try {
  const member = await buildParty(server);
  const csv = csvOf(
    JOB_HEADERS,
    Array.from({ length: ROWS }, (_v, i) => jobRow(`BENCH-${i}`, { Location: i % 2 ? 'JHB' : 'Cape Town' })),
  );
  const times: Array<[string, number]> = [];
  const step = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await fn();
    times.push([label, performance.now() - started]);
    return result;
  };
  const started = performance.now();
  const uploaded = await step('upload (parse, suggest, store)', () => upload(member.client, 'job', csv, 'bench.csv'));
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const uid = uploaded.body.import.uid as string;
  const mapped = await step('mapping (two PUTs and a GET, as suggested)', () => mapAsSuggested(member.client, uid));
  if (mapped.status !== 200) throw new Error(`mapping: ${mapped.status}`);
  const preview = await step('preview (every row)', () => member.client.get(`/api/imports/${uid}/preview`));
  if (preview.body.valid !== ROWS) throw new Error(`preview: ${JSON.stringify(preview.body).slice(0, 300)}`);
  const commit = await step('commit (one transaction)', () => member.client.post(`/api/imports/${uid}/commit`));
  if (commit.body.created !== ROWS) throw new Error(`commit: ${JSON.stringify(commit.body)}`);
  const total = performance.now() - started;
  for (const [label, ms] of times) console.log(`  ${label.padEnd(44)} ${(ms / 1000).toFixed(2)} s`);
  console.log(`  ${'total'.padEnd(44)} ${(total / 1000).toFixed(2)} s   (goal ≤ ${TARGET_MS / 1000} s)`);
  console.log(`  load average at the end: ${load()}`);
  if (total > TARGET_MS) process.exitCode = 1;
} finally {
  await server.stop();
}
