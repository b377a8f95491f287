/**
 * Wakes this process's workers of a queue as soon as a job for it is visible, instead of at their
 * next poll (JOB_POLL_SECONDS). A job queued inside a transaction becomes visible at its COMMIT
 * (api/db/transaction.ts wakes the queues it sent to then); one sent outside a transaction at once.
 * Another process's workers still find it at their next poll. A wake is only a hint: a worker that
 * is busy fetches again as soon as it is done, and one that finds nothing waits for its next poll.
 */
import type { PgBoss } from 'pg-boss';

const workerIds = new WeakMap<PgBoss, Map<string, string[]>>();

/** Records the id `boss.work(queue, …)` returned, so a wake of `queue` reaches that worker. */
export function registerWorker(boss: PgBoss, queue: string, workerId: string): void {
  let queues = workerIds.get(boss);
  if (!queues) workerIds.set(boss, (queues = new Map()));
  queues.set(queue, [...(queues.get(queue) ?? []), workerId]);
}

/** Wakes the workers of these queues that run in this process (none: nothing happens). */
export function wakeWorkers(boss: PgBoss, queues: Iterable<string>): void {
  const registered = workerIds.get(boss);
  if (!registered) return;
  for (const queue of queues) for (const id of registered.get(queue) ?? []) boss.notifyWorker(id);
}
