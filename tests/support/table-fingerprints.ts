/**
 * What a backup must bring back: every table of the app's schemas with its row count and an md5
 * of all its rows as text, in a fixed order. Two databases with equal fingerprints hold the same
 * rows, byte for byte.
 */
import pg from 'pg';

export type TableFingerprint = { rows: number; md5: string | null };

/**
 * pg-boss rewrites these rows by itself every few seconds (queue counters, monitor and maintenance
 * times): only what identifies them is compared.
 */
const BOOKKEEPING: Record<string, string> = { 'pgboss.queue': 't.name', 'pgboss.version': 't.version' };

/** The app's own tables (public, the migrations' drizzle schema, pg-boss's pgboss). */
export async function tableFingerprints(url: string): Promise<Record<string, TableFingerprint>> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while idle (its database dropped, PGlite stopped) must not be an uncaught
  // exception: the query under way rejects, and that is the failure to report.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle', 'pgboss')
        order by 1`,
    );
    const result: Record<string, TableFingerprint> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: number; md5: string | null }>(
        `select count(*)::int as rows, md5(string_agg(r, ',' order by r)) as md5
           from (select (${BOOKKEEPING[name] ?? 't'})::text as r from ${name} t) rows`,
      );
      result[name] = rows[0]!;
    }
    return result;
  } finally {
    await client.end();
  }
}

/**
 * Waits until no background job is due or running (mails sent, alerts delivered), so the rows stop
 * moving; scheduled sweeps due later do not count.
 */
export async function waitForIdleJobs(url: string, timeoutMs = 60_000): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while idle (its database dropped, PGlite stopped) must not be an uncaught
  // exception: the query under way rejects, and that is the failure to report.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job
          where state = 'active' or (state in ('created', 'retry') and start_after <= now())`,
      );
      if (rows[0]!.n === 0) return;
      if (Date.now() > deadline) throw new Error(`background jobs still due or running after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}
