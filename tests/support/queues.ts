/**
 * "Nothing more arrives", proved without sleeping: a test that must show a mail or a push was NOT
 * sent waits until the job queue has nothing left to do, then looks. Every mail and push goes
 * through a pg-boss job, and a job that queues another (a fan-out) does so before it is itself
 * marked done, so once no job is waiting, running or about to be retried, no more can come.
 */
import type { TestServer } from './test-server';

/**
 * The fan-out: new-listing alerts and their batches, and the non-urgent mail queue (alerts, digests,
 * bulk messages). A test about a proposal's notes and mails (urgent mail) leaves these out: a file
 * that posted many listings can keep them busy for longer than the test should wait.
 */
export const FAN_OUT_QUEUES = [
  'listing-alerts',
  'deliver-alerts',
  'send-mail',
  'saved-search-match',
  'saved-search-alert',
] as const;

type IdleOptions = {
  /** Jobs due later than this (a deadline reminder next week) don't count; a retry in a second does. */
  horizonMs?: number;
  timeoutMs?: number;
  /** Queues whose work the test is not about (a listing alert while a proposal's mails are counted). */
  except?: readonly string[];
};

/** Resolves once no job is queued, running, or due to run (or be retried) within `horizonMs`. */
export async function waitForQueuesIdle(server: TestServer, options: IdleOptions = {}): Promise<void> {
  const { horizonMs = 5_000, timeoutMs = 30_000, except = [] } = options;
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  let pending: { name: string; state: string }[] = [];
  // Two quiet looks in a row: a job can be between "fetched" and "active" for an instant.
  while (quietChecks < 2) {
    ({ rows: pending } = await server.ctx.pool.query<{ name: string; state: string }>(
      `select name, state::text from pgboss.job
        where state in ('created', 'retry', 'active')
          and start_after < now() + make_interval(secs => $1::float8 / 1000)
          and name <> all($2::text[])
        limit 5`,
      [horizonMs, except],
    ));
    quietChecks = pending.length ? 0 : quietChecks + 1;
    if (Date.now() > deadline)
      throw new Error(
        `queues still busy after ${timeoutMs} ms: ${pending.map((j) => `${j.name} (${j.state})`).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, pending.length ? 100 : 50));
  }
}
