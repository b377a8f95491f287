/**
 * Seeds a fresh bench database at the planned size — 50,000 members with 20 open listings each,
 * 1,000,000 open job specs and candidates (scripts/lib/demo-listings.ts's spread of categories,
 * provinces and bands) — in minutes, not the hour that row-by-row inserts through the triggers
 * would take. How, and why each step is safe on a database nobody else uses yet:
 *
 * - Members: one INSERT … SELECT from generate_series, one password hash for all.
 * - Listings: generated in Node, sent as column arrays (`INSERT … SELECT FROM unnest(…)`), 20,000
 *   rows a statement, two statements in flight (one job specs, one candidates) so that Node makes
 *   the next batch while PostgreSQL writes the last.
 * - The listings' secondary indexes are dropped first and built once at the end (a GIN index
 *   without a pending list, migration 0018, is otherwise updated entry by entry for every row);
 *   the primary key stays, which the foreign keys need.
 * - The listings' triggers are off during the load and their work is done set-wise after it:
 *   owner_listed_until is looked up once per owner instead of once per row (migration 0026), the
 *   market pulse's facts are one INSERT … SELECT as migration 0034's backfill (instead of a PL/pgSQL
 *   call and an insert per row; its table's secondary indexes built after it too), and the
 *   listing versions are bumped once (migration 0005). As a superuser (the bench server's
 *   `postgres`) the foreign keys' triggers are off as well: every owner is a member just inserted,
 *   and the check per row would lock that member's account row once per listing.
 * - VACUUM ANALYZE after, as autovacuum would (the visibility map, the statistics), and every GIN
 *   index's pending list merged (none is expected: the indexes were built after the rows).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { initialExpiry } from '../../shared/rules/listing';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { createRandom, demoCandidate, demoJob } from '../lib/demo-listings';

const DAY_MS = 86_400_000;
const BATCH = 20_000;
const TABLES = ['jobs', 'candidates'] as const;
type Table = (typeof TABLES)[number];
const FACTS = 'market_listing_facts';

export type BulkSeedOptions = {
  /** Members `bench-0@example.co.za` … in good standing (approved), all with `passwordHash`. */
  members: number;
  jobs: number;
  candidates: number;
  passwordHash: string;
  /** The random generator's seed: the same seed, the same listings. */
  seed?: number;
  log?: (line: string) => void;
};

/**
 * Seconds of each phase and in all (wall clock), and the CPU seconds of this process and of the
 * database's PostgreSQL backends over the whole seeding: on a shared machine the CPU says what a
 * quiet run would take better than the wall clock does.
 */
export type BulkSeedTimes = Record<string, number>;

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The columns both tables take from a seeded listing, then each table's own. */
const COMMON = [
  ['id', 'uuid'],
  ['owner_id', 'uuid'],
  ['reference', 'text'],
  ['created_at', 'timestamptz'],
  ['expires_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['categories', 'int[]'],
  ['natures', 'int[]'],
  ['equities', 'int[]'],
  ['gender_id', 'int'],
  ['package_id', 'int'],
  ['locations', 'int[]'],
  ['qualifications', 'text'],
  ['experience', 'text'],
  ['sectors', 'int[]'],
  ['additional', 'text'],
  ['owner_listed_until', 'timestamptz'],
] as const;
const OWN: Record<Table, ReadonlyArray<readonly [string, string]>> = {
  jobs: [
    ['job_title', 'text'],
    ['company_type', 'int'],
    ['placement_fee', 'text'],
    ['sourcing', 'boolean'],
  ],
  candidates: [
    ['candidate_title', 'text'],
    ['consent_date', 'date'],
    ['consent_recorded_at', 'timestamptz'],
  ],
};

/**
 * `INSERT INTO table (…) SELECT … FROM unnest($1::text[], …)`: each column one array parameter
 * (arrays of arrays are sent as their text form, one per row, and cast back).
 */
function insertStatement(table: Table): string {
  const columns = [...COMMON, ...OWN[table]];
  const selected = columns.map(([, type], i) => `c${i}::${type}`);
  const unnested = columns.map((_, i) => `$${i + 1}::text[]`);
  return `INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')})
    SELECT ${selected.join(', ')} FROM unnest(${unnested.join(', ')}) AS t(${columns.map((_, i) => `c${i}`).join(', ')})`;
}

/** One batch as column arrays, in insertStatement's order. */
function batchOf(
  table: Table,
  count: number,
  random: ReturnType<typeof createRandom>,
  owner: (n: number) => { id: string; listedUntil: string | null },
  first: number,
  place: { done: number; of: number; now: number },
): Array<Array<string | null>> {
  const columns: Array<Array<string | null>> = Array.from({ length: COMMON.length + OWN[table].length }, () => []);
  for (let n = 0; n < count; n++) {
    const id = randomUUID();
    // Spread over the last 55 days and written oldest first, as a live network writes them: a
    // table's pages then follow created_at (as appended rows do), and the newest-first list reads
    // the newest pages. Random times in insert order scattered every page of the list over the
    // whole table, which at a million listings is larger than PostgreSQL's default buffer cache.
    const created = new Date(place.now - Math.floor((1 - (place.done + n + random.next()) / place.of) * 55 * DAY_MS));
    const listing = table === 'jobs' ? demoJob(random) : demoCandidate(random);
    const { id: ownerId, listedUntil } = owner(first + n);
    // Numbered, not random: the real four (J/C + YYMM + 4) would collide at this volume within one
    // month, and ten random hex digits did once in about nine seedings of a million (a run failed on
    // jobs_reference_key). The Z keeps them apart from references made of an id's hex digits.
    const reference = `${table === 'jobs' ? 'J' : 'C'}Z${(first + n).toString(16).toUpperCase().padStart(9, '0')}`;
    const values: Array<string | null> = [
      id,
      ownerId,
      reference,
      created.toISOString(),
      initialExpiry(created).toISOString(),
      created.toISOString(),
      intArray(listing.categories),
      intArray(listing.natures),
      intArray(listing.equities),
      String(listing.genderId),
      String(listing.packageId),
      intArray(listing.locations),
      listing.qualifications,
      listing.experience,
      intArray(listing.sectors),
      listing.additional ?? '',
      listedUntil,
    ];
    if ('jobTitle' in listing)
      values.push(listing.jobTitle, '1', listing.placementFee ?? null, String(Boolean(listing.sourcing)));
    else values.push(listing.candidateTitle, created.toISOString().slice(0, 10), created.toISOString());
    values.forEach((value, i) => columns[i]!.push(value));
  }
  return columns;
}

/** The secondary indexes of `table` (not the primary key, nor one behind a constraint), as they are defined. */
async function secondaryIndexes(pool: pg.Pool, table: string) {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = $1::regclass AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  return rows;
}

/**
 * CPU seconds so far of each PostgreSQL backend connected to the pool's database, by process id,
 * from /proc (Linux; empty elsewhere, and then no CPU is reported).
 */
async function backendCpu(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  const seconds = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100); // utime + stime, 1/100 s
    } catch {
      // not Linux, or the backend ended while we looked
    }
  }
  return seconds;
}

/** Seeds `options` into a fresh, migrated database on `pool`; answers each phase's seconds. */
export async function bulkSeed(pool: pg.Pool, options: BulkSeedOptions): Promise<BulkSeedTimes> {
  const log = options.log ?? console.log;
  const times: BulkSeedTimes = {};
  const nodeCpuBefore = process.cpuUsage();
  let backends = await backendCpu(pool);
  let postgresCpu = 0;
  const started = performance.now();
  let phaseStart = started;
  const phase = async (name: string) => {
    const after = await backendCpu(pool);
    for (const [pid, seconds] of after) postgresCpu += Math.max(0, seconds - (backends.get(pid) ?? 0));
    backends = after;
    const now = performance.now();
    times[name] = +((now - phaseStart) / 1000).toFixed(1);
    log(`  ${name}: ${times[name]} s`);
    phaseStart = now;
  };

  await pool.query(
    `INSERT INTO accounts (email, password_hash, firstname, lastname, company, title, company_type, categories,
                           is_active, is_approved, notifications)
     SELECT 'bench-' || i || '@example.co.za', $1, 'Bench', 'User ' || i, 'Bench Recruiters', 'Recruiter', 1, '{13}',
            true, true, $2::jsonb
       FROM generate_series(0, $3::int - 1) i`,
    [options.passwordHash, JSON.stringify(normaliseNotifications(null, 1)), options.members],
  );
  // What the BEFORE INSERT trigger would compute for each row, once per owner.
  const { rows: owners } = await pool.query<{ id: string; listed_until: Date | null }>(
    `SELECT id, listing_owner_listed_until(id) AS listed_until FROM accounts
      WHERE email LIKE 'bench-%@example.co.za' ORDER BY created_at, email`,
  );
  const ownerOf = (n: number) => {
    // Round robin: every member gets the same number of listings (20 each at the planned size).
    const row = owners[n % owners.length]!;
    return { id: row.id, listedUntil: row.listed_until?.toISOString() ?? null };
  };
  await phase(`${options.members.toLocaleString('en-US')} members`);

  const { rows: facts } = await pool.query<{ present: boolean }>(
    `SELECT to_regclass('${FACTS}') IS NOT NULL AS present`,
  );
  const hasFacts = Boolean(facts[0]?.present);
  const { rows: role } = await pool.query<{ super: boolean }>(
    'SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user',
  );
  const triggers = role[0]?.super ? 'ALL' : 'USER';
  const dropped = new Map<string, Array<{ name: string; definition: string }>>();
  for (const table of [...TABLES, ...(hasFacts ? [FACTS] : [])]) {
    const indexes = await secondaryIndexes(pool, table);
    dropped.set(table, indexes);
    for (const { name } of indexes) await pool.query(`DROP INDEX ${name}`);
  }
  for (const table of TABLES) await pool.query(`ALTER TABLE ${table} DISABLE TRIGGER ${triggers}`);
  await phase('indexes dropped, triggers off');

  const random = createRandom(options.seed ?? 42);
  const counts: Record<Table, number> = { jobs: options.jobs, candidates: options.candidates };
  const statements = { jobs: insertStatement('jobs'), candidates: insertStatement('candidates') };
  const inFlight: Record<Table, Promise<unknown>> = { jobs: Promise.resolve(), candidates: Promise.resolve() };
  const done: Record<Table, number> = { jobs: 0, candidates: 0 };
  let ownerIndex = 0;
  const seededAt = Date.now();
  while (done.jobs < counts.jobs || done.candidates < counts.candidates) {
    for (const table of TABLES) {
      const count = Math.min(BATCH, counts[table] - done[table]);
      if (count <= 0) continue;
      const place = { done: done[table], of: counts[table], now: seededAt };
      const columns = batchOf(table, count, random, ownerOf, ownerIndex, place);
      ownerIndex += count;
      done[table] += count;
      await inFlight[table];
      inFlight[table] = pool.query(statements[table], columns);
    }
  }
  await Promise.all(Object.values(inFlight));
  await phase(
    `${options.jobs.toLocaleString('en-US')} job specs + ${options.candidates.toLocaleString('en-US')} candidates`,
  );

  if (hasFacts) {
    // As migration 0034's backfill; a listing just seeded has no proposal yet. Without DISTINCT
    // (a sort of every fact): the primary key's ON CONFLICT drops a category listed twice.
    for (const [table, kind] of [
      ['jobs', 'job'],
      ['candidates', 'candidate'],
    ] as const)
      await pool.query(
        `INSERT INTO ${FACTS}
           (category_id, province_id, kind, listing_id, owner_id, natures, package_id, created_at, expires_at, first_proposal_at)
         SELECT c, p, '${kind}', l.id, l.owner_id, l.natures, l.package_id, l.created_at, l.expires_at, null::timestamptz
           FROM ${table} l, unnest(l.categories) c, unnest(market_provinces_of(l.locations)) p
          WHERE NOT l.owner_offboarded
         ON CONFLICT DO NOTHING`,
      );
    await phase('market pulse facts');
  }

  // Each table's indexes on a connection of its own: the tables' builds side by side.
  await Promise.all(
    [...dropped].map(async ([, indexes]) => {
      const client = await pool.connect();
      try {
        await client.query(`SET maintenance_work_mem = '256MB'`);
        for (const { definition } of indexes) await client.query(definition);
      } finally {
        client.release();
      }
    }),
  );
  await phase(`${[...dropped.values()].flat().length} indexes built`);
  for (const table of TABLES) await pool.query(`ALTER TABLE ${table} ENABLE TRIGGER ${triggers}`);
  await pool.query(`UPDATE listing_versions SET version = version + 1`);

  for (const table of ['accounts', ...TABLES, ...(hasFacts ? [FACTS] : [])])
    await pool.query(`VACUUM ANALYZE ${table}`);
  const { rows: pending } = await pool.query<{ pages: string }>(
    `SELECT coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0) AS pages
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND i.indrelid IN ('jobs'::regclass, 'candidates'::regclass)`,
  );
  await phase(`VACUUM ANALYZE (GIN pending pages merged: ${pending[0]?.pages ?? 0})`);
  times.total = +((performance.now() - started) / 1000).toFixed(1);
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  times.nodeCpu = +((nodeCpu.user + nodeCpu.system) / 1e6).toFixed(1);
  times.postgresCpu = +postgresCpu.toFixed(1);
  // A backend that ended within a phase (an idle pool connection timing out) loses that phase's share.
  log(`  CPU: this process ${times.nodeCpu} s, the database's PostgreSQL backends at least ${times.postgresCpu} s`);
  return times;
}
