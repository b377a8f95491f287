import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';

/**
 * The hook the live layer (Server-Sent Events) listens on: one PostgreSQL NOTIFY per change to a
 * conversation, on this channel, delivered to every listening process when the transaction
 * commits (and never if it rolls back). The payload is JSON, ids only (never a message's text):
 * `{ "event": "message" | "read" | "thread", "thread": "<uid>", "to": ["<account id>", …] }` —
 * `to` names the members whose open tabs should fetch the thread again (docs/conversations.md).
 */
export const THREAD_EVENTS_CHANNEL = 'rc_thread_events';

export type ThreadEvent = { event: 'message' | 'read' | 'thread'; thread: string; to: string[] };

export async function emitThreadEvent(tx: Tx, event: ThreadEvent): Promise<void> {
  await tx.db.execute(sql`SELECT pg_notify(${THREAD_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
