import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { SendOptions } from 'pg-boss';
import type { AppContext } from '../context';
import { sealerFor } from '../auth/sealed-secrets';
import { createDb, type Db } from './pool';
import { QUEUES, type QueueName, type QueuePayload } from '../jobs/queues';

export type Tx = {
  db: Db;
  /** Enqueues a background job that becomes visible only if this transaction commits. */
  enqueue<Q extends QueueName>(queue: Q, data: QueuePayload<Q>, options?: SendOptions): Promise<void>;
  /**
   * Enqueues many jobs of one queue in one INSERT (a bulk import's alerts, a bulk message's push and
   * mail batches), each with the queue's send options, visible only if this transaction commits.
   */
  enqueueMany<Q extends QueueName>(queue: Q, items: ReadonlyArray<QueuePayload<Q>>): Promise<void>;
  /** Seals a one-time link's token for a job's data (api/auth/sealed-secrets.ts): never in clear in the queue. */
  seal(secret: string): string;
};

/**
 * Runs `fn` in one database transaction. Inside it, use only `tx.db` (never the pool):
 * on the embedded database a second connection would wait for this transaction to end.
 */
/** The fields of a queue's send options that pg-boss also takes on each job of an insert. */
const JOB_POLICY_FIELDS = [
  'retryLimit',
  'retryDelay',
  'retryBackoff',
  'retryDelayMax',
  'expireInSeconds',
  'singletonKey',
  'heartbeatSeconds',
  'deleteAfterSeconds',
] as const satisfies readonly (keyof SendOptions)[];
type JobPolicyField = (typeof JOB_POLICY_FIELDS)[number];

export async function withTransaction<T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client: pg.PoolClient = await ctx.pool.connect();
  // A checked-out client has no 'error' listener of the pool's: without this one, the server
  // ending the connection between two queries (a restart, a fail-over) would crash the process.
  let lost: Error | undefined;
  const onError = (err: Error) => {
    lost = err;
  };
  client.on('error', onError);
  const executor = {
    executeSql: (text: string, values?: unknown[]) =>
      client.query({ name: statementName(text), text, values: values as unknown[] }),
  };
  const tx: Tx = {
    db: createDb(client),
    async enqueue(queue, data, options) {
      const parsed = QUEUES[queue].payload.parse(data);
      await ctx.boss.send(queue, (parsed ?? null) as object, {
        ...QUEUES[queue].sendOptions(ctx.config),
        ...options,
        db: executor,
      });
    },
    async enqueueMany(queue, items) {
      if (items.length === 0) return;
      // The queue's retry policy on each job (the fields of a send that an insert takes too).
      const options = QUEUES[queue].sendOptions(ctx.config);
      const policy: Partial<Pick<SendOptions, JobPolicyField>> = {};
      for (const field of JOB_POLICY_FIELDS) Object.assign(policy, { [field]: options[field] });
      const jobs = items.map((data) => ({ data: (QUEUES[queue].payload.parse(data) ?? {}) as object, ...policy }));
      await ctx.boss.insert(queue, jobs, { db: executor });
    },
    seal: (secret) => sealerFor(ctx.sessionSecret).seal(secret),
  };
  try {
    await client.query('BEGIN');
    const result = await fn(tx);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((rollbackErr: Error) => (lost ??= rollbackErr));
    throw err;
  } finally {
    client.removeListener('error', onError);
    // A client whose connection broke is destroyed, never handed to the next request.
    client.release(lost);
  }
}

/**
 * pg-boss's insert of a job is the same text for every job of a queue: as a named statement
 * PostgreSQL parses and plans it once per connection, not on every enqueue (0.9 ms of its time
 * per job under the load mix, most of it planning). The name is the text's hash.
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `pgboss_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // pg-boss builds its SQL from the queue's name and table: a few dozen texts in all.
    if (statementNames.size < 1000) statementNames.set(text, name);
  }
  return name;
}
