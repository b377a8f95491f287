import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';

/**
 * The hooks the live layer (Server-Sent Events) listens on, for every change to a conversation
 * (docs/conversations.md § Telling the other party). Ids only, never a message's text:
 * `{ event: 'message' | 'read', thread, to, origin }` — `to` names the members whose open tabs
 * should fetch the thread (and the bell) again.
 *
 * - **Every process**: a PostgreSQL NOTIFY on THREAD_EVENTS_CHANNEL, sent in the writer's
 *   transaction, so it reaches every listening process at commit and never on rollback.
 * - **This process**: `threadEvents` emits 'event' once the transaction has committed. The embedded
 *   database delivers no NOTIFY to another connection, so there this is the only hook; with a
 *   server, a listener skips the NOTIFYs whose `origin` is its own process's (THREAD_EVENT_ORIGIN):
 *   it had them from the emitter already.
 */
export const THREAD_EVENTS_CHANNEL = 'rc_thread_events';
export const THREAD_EVENT_ORIGIN = randomUUID();

export type ThreadEvent = { event: 'message' | 'read'; thread: string; to: string[] };

export const threadEvents = new EventEmitter<{ event: [ThreadEvent & { origin: string }] }>();
// Every open stream of this process may listen: no warning at the default of ten.
threadEvents.setMaxListeners(0);

/** The NOTIFY, in the writer's transaction; returns the event for publishThreadEvents after the commit. */
export async function notifyThreadEvent(tx: Tx, event: ThreadEvent): Promise<ThreadEvent> {
  const payload = JSON.stringify({ ...event, origin: THREAD_EVENT_ORIGIN });
  await tx.db.execute(sql`SELECT pg_notify(${THREAD_EVENTS_CHANNEL}, ${payload})`);
  return event;
}

/** This process's listeners, once the transaction that notified them has committed. */
export function publishThreadEvents(events: readonly ThreadEvent[]): void {
  for (const event of events) threadEvents.emit('event', { ...event, origin: THREAD_EVENT_ORIGIN });
}
