/**
 * Feeds the database's LIVE_CHANNEL notifications to this process's open streams (live-hub.ts),
 * and the session cache's (SESSION_CACHE_CHANNEL: a session or account row changed) to the hub's
 * check that each stream's session is still signed in.
 *
 * On a PostgreSQL server: a connection of its own LISTENs (named in pg_stat_activity), asks
 * `SELECT 1` every CHECK_MS so a connection that died without a word is found, and after a loss
 * connects again (1 s, then up to every 30 s). Notifications sent while it was gone are lost, so
 * once it is back every stream is told to `resync` (each tab refetches what it shows) and every
 * stream's session is checked, and until then the PWA's own polling still runs. Embedded, PGlite's notifications come out of the wire
 * server (api/db/embedded.ts `listen`): one process, nothing to lose.
 */
import pg from 'pg';
import type { EmbeddedDatabase } from '../db/embedded';
import type { Logger } from '../logger';
import { SESSION_CACHE_CHANNEL } from '../auth/session-invalidation';
import { LIVE_CHANNEL } from './live-events';
import type { LiveHub } from './live-hub';

export const LIVE_APPLICATION = 'rc-live-events';

const CHECK_MS = 30_000;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** `ready`: settles once the first LISTEN is in place, or has failed (it then keeps trying). */
export type LiveListener = { ready: Promise<void>; close(): Promise<void> };

export function listenOnServer(options: { connectionString: string; hub: LiveHub; logger: Logger }): LiveListener {
  const { connectionString, hub, logger } = options;
  let client: pg.Client | null = null;
  let isClosed = false;
  let wasLost = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  const lost = (own: pg.Client, why: string) => {
    if (client !== own) return;
    client = null;
    clearInterval(check);
    own.removeAllListeners('notification');
    own.end().catch(() => undefined);
    if (isClosed) return;
    wasLost = true;
    logger.warn({ why, retryInSeconds: retryMs / 1000 }, 'live events paused: the database connection was lost');
    retry = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    if (isClosed) return;
    const own = new pg.Client({ connectionString, application_name: LIVE_APPLICATION, keepAlive: true });
    client = own;
    own.on('error', (err) => lost(own, err.message));
    own.on('end', () => lost(own, 'connection ended'));
    own.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === LIVE_CHANNEL) hub.deliver(message.payload);
      else if (message.channel === SESSION_CACHE_CHANNEL) hub.sessionsChanged(message.payload);
    });
    try {
      await own.connect();
      await own.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${SESSION_CACHE_CHANNEL}`);
      if (client !== own || isClosed) return;
      retryMs = FIRST_RETRY_MS;
      check = setInterval(() => own.query('SELECT 1').catch((err: Error) => lost(own, err.message)), CHECK_MS);
      check.unref();
      if (wasLost) {
        logger.info('live events back: open tabs are told to refresh');
        hub.resync();
        void hub.checkNow();
      }
      wasLost = false;
    } catch (err) {
      lost(own, err instanceof Error ? err.message : String(err));
    }
  };

  const ready = connect();
  return {
    ready,
    async close() {
      isClosed = true;
      clearTimeout(retry);
      clearInterval(check);
      const own = client;
      client = null;
      await own?.end().catch(() => undefined);
    },
  };
}

/**
 * Hears LIVE_CHANNEL for `hub`: from the embedded database's wire server, or on a connection of
 * its own to a PostgreSQL server (waiting for its first LISTEN, so streams opened from the first
 * request on hear everything; a failure there is logged and retried, not fatal). Returns the stop.
 */
export async function listenForLiveEvents(options: {
  hub: LiveHub;
  embedded: EmbeddedDatabase | null;
  connectionString: string;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const { hub, embedded, connectionString, logger } = options;
  if (embedded) {
    const stops = [
      await embedded.listen(LIVE_CHANNEL, hub.deliver),
      await embedded.listen(SESSION_CACHE_CHANNEL, hub.sessionsChanged),
    ];
    return async () => stops.forEach((stop) => stop());
  }
  const listener = listenOnServer({ connectionString, hub, logger });
  await listener.ready;
  return () => listener.close();
}
