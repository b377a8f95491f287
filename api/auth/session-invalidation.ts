/**
 * Brings other processes' changes of sessions and accounts to this process's session cache
 * (session-cache.ts): a connection of its own LISTENs to the channel the tables' triggers
 * NOTIFY on (migration 0023: 's:<sid>' for a session row updated or deleted, 'a:<account id>'
 * for an account row, '*' for a TRUNCATE).
 *
 * The cache serves only while notifications are known to arrive: it is switched on once a
 * notification sent through `probe` (the pool the session reads use, so the database being heard
 * is the one being read) has come back on this connection, and that is checked again every
 * HEARTBEAT_MS. It is switched off the moment the connection fails, or a check has not come back
 * within PROBE_TIMEOUT_MS (a connection that died without a word, a server that takes LISTEN but
 * never delivers), until a new connection has passed the same check. Reconnects after 1 s, then
 * up to every 30 s.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../logger';
import type { SessionCache } from './session-cache';

export const SESSION_CACHE_CHANNEL = 'rc_session_cache';
export const SESSION_CACHE_APPLICATION = 'rc-session-cache';

const PROBE_TIMEOUT_MS = 3_000;
const HEARTBEAT_MS = 5_000;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export type SessionInvalidation = { close(): Promise<void> };

export function listenForSessionChanges(options: {
  connectionString: string;
  /** Sends the checks: the pool the session reads go through. */
  probe: pg.Pool;
  cache: SessionCache<{ id: string }>;
  logger: Logger;
}): SessionInvalidation {
  const { connectionString, probe, cache, logger } = options;
  let client: pg.Client | null = null;
  let isClosed = false;
  let retryMs = FIRST_RETRY_MS;
  /** Whether the cache was turned off by a lost listener (so its coming back is worth a line). */
  let wasLost = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** Checks under way: token → what to do when it comes back. */
  const waiting = new Map<string, () => void>();

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== SESSION_CACHE_CHANNEL) return;
    const payload = message.payload ?? '*';
    if (payload.startsWith('s:')) cache.forgetSession(payload.slice(2));
    else if (payload.startsWith('a:')) cache.forgetAccount(payload.slice(2));
    else if (payload.startsWith('probe:')) waiting.get(payload.slice(6))?.();
    else cache.forgetAll();
  };

  /** Sends a check and resolves when it has come back on this connection; rejects after the timeout. */
  const check = async () => {
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve, reject) => {
      waiting.set(token, resolve);
      timer = setTimeout(() => reject(new Error('a check notification did not come back')), PROBE_TIMEOUT_MS);
      timer.unref();
    });
    // Handled from the start: the timeout can fire while the check is still being sent (a pool
    // slow to answer on a loaded machine), and a rejection nobody handles ends the web process.
    arrived.catch(() => undefined);
    try {
      await probe.query('SELECT pg_notify($1, $2)', [SESSION_CACHE_CHANNEL, `probe:${token}`]);
      await arrived;
    } finally {
      clearTimeout(timer);
      waiting.delete(token);
    }
  };

  const lost = (own: pg.Client, why: string) => {
    if (client !== own) return;
    client = null;
    clearTimeout(heartbeat);
    cache.disable();
    own.removeAllListeners('notification');
    own.end().catch(() => undefined);
    if (isClosed) return;
    wasLost = true;
    logger.warn({ why, retryInSeconds: retryMs / 1000 }, 'session cache off: its notifications stopped');
    retry = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const beat = (own: pg.Client) => {
    heartbeat = setTimeout(() => {
      check().then(
        () => client === own && beat(own),
        (err: unknown) => lost(own, err instanceof Error ? err.message : String(err)),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  const connect = async () => {
    if (isClosed) return;
    // Named, so an operator (or a test) can find it in pg_stat_activity; TCP keep-alive so a
    // connection whose server vanished is noticed by the operating system too.
    const own = new pg.Client({ connectionString, application_name: SESSION_CACHE_APPLICATION, keepAlive: true });
    client = own;
    own.on('error', (err) => lost(own, err.message));
    own.on('end', () => lost(own, 'connection ended'));
    own.on('notification', onNotification);
    try {
      await own.connect();
      await own.query(`LISTEN ${SESSION_CACHE_CHANNEL}`);
      await check();
      if (client !== own || isClosed) return;
      // After a loss (not at the first start), say the cache is serving again.
      if (wasLost) logger.info('session cache on again: its notifications are back');
      wasLost = false;
      retryMs = FIRST_RETRY_MS;
      cache.enable();
      beat(own);
    } catch (err) {
      lost(own, err instanceof Error ? err.message : String(err));
    }
  };

  void connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retry);
      clearTimeout(heartbeat);
      const own = client;
      client = null;
      cache.disable();
      await own?.end().catch(() => undefined);
    },
  };
}
