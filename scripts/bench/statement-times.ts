/**
 * Where PostgreSQL's time went in one benchmark run: reads the server's log (written with
 * `log_min_duration_statement = 0`, as `LOAD_LOG_STATEMENTS=1 … scripts/bench/load.ts` sets for its
 * database), keeps the lines of one database, adds up parse + bind + execute (or a simple query's
 * one line) per statement text, and prints the statements by their share of the time. Durations
 * are wall times, so on a busy machine they include waiting for a core: read the shares.
 *
 *   LOAD_LOG_STATEMENTS=1 LOAD_SECONDS=15 node --import tsx scripts/bench/load.ts
 *   node --import tsx scripts/bench/statement-times.ts /var/log/postgresql/postgresql-15-main.log rc_load_1a2b3c4d
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const [logFile, database, top = '25'] = process.argv.slice(2);
if (!logFile || !database) {
  console.error('usage: statement-times.ts <server log file> <database> [how many rows]');
  process.exit(2);
}

// A log entry starts with its timestamp; a statement's text may run over several lines.
const ENTRY = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/;
const DURATION = /duration: ([\d.]+) ms\s+(parse|bind|execute|statement)\s*[^:]*:\s*(.*)$/s;

type Totals = { ms: number; calls: number };
const byText = new Map<string, Totals>();
let entry: string | null = null;

function finish(text: string | null): void {
  if (!text || !text.includes(`@${database} `)) return;
  const match = DURATION.exec(text);
  if (!match) return;
  const [, ms, phase, statement] = match;
  const key = statement!.replace(/\s+/g, ' ').trim().slice(0, 110);
  const totals = byText.get(key) ?? { ms: 0, calls: 0 };
  totals.ms += Number(ms);
  // A statement is one call; an extended-protocol call is counted at its execute.
  if (phase === 'execute' || phase === 'statement') totals.calls += 1;
  byText.set(key, totals);
}

// Read line by line: a log with a million listings' seeding in it runs to gigabytes, more than
// one string can hold. Only an entry's first few thousand characters are kept: the key is the
// statement's first 110, and a seeding's INSERT runs over megabytes of continuation lines.
const ENTRY_KEPT_CHARS = 4000;
for await (const line of createInterface({ input: createReadStream(logFile), crlfDelay: Infinity })) {
  if (ENTRY.test(line)) {
    finish(entry);
    entry = line.slice(0, ENTRY_KEPT_CHARS);
  } else if (entry !== null && entry.length < ENTRY_KEPT_CHARS && !line.includes('DETAIL:')) {
    entry += ` ${line.trim()}`.slice(0, ENTRY_KEPT_CHARS - entry.length);
  }
}
finish(entry);

const all = [...byText.entries()].sort((a, b) => b[1].ms - a[1].ms);
const total = all.reduce((sum, [, t]) => sum + t.ms, 0);
if (total === 0) {
  console.error(`no logged statements of ${database} in ${logFile}`);
  process.exit(1);
}
console.log(`${database}: ${Math.round(total).toLocaleString()} ms of statement time in ${logFile}\n`);
console.table(
  all.slice(0, Number(top)).map(([text, t]) => ({
    share: `${((100 * t.ms) / total).toFixed(1)} %`,
    ms: Math.round(t.ms),
    calls: t.calls,
    'ms per call': t.calls ? (t.ms / t.calls).toFixed(3) : '',
    statement: text,
  })),
);
