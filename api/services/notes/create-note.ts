import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { notes, pushSubscriptions } from '../../db/schema';
import { PUSH_BATCH_SIZE, type TPushAction } from '../../jobs/queues';

/** `actions`: buttons on the push notification only, e.g. View and Decline. */
export type NewNote = {
  userId: string;
  heading: string;
  message: string;
  link?: string | null;
  actions?: TPushAction[];
  /** The buttons' links carry a one-time token: the push job keeps them sealed, emptied once sent. */
  actionsAreSecret?: boolean;
  /** Defaults to the database's time; a deal's notes pass the app clock's time of the move (its timeline). */
  createdAt?: Date;
};

/**
 * Adds in-app notifications (the bell) inside the caller's transaction, and queues the same
 * heading and message as a Web Push to each of the recipients' devices: one push job per note,
 * for all of that member's devices.
 */
export async function createNotes(tx: Tx, items: NewNote[]): Promise<void> {
  if (items.length === 0) return;
  // The insert rides in the devices query (a data-modifying WITH runs whether or not the query
  // reads it): one round trip instead of two, on every proposal, answer and bulk message.
  const inserted = tx.db.$with('inserted_notes').as(
    tx.db
      .insert(notes)
      .values(items.map(({ actions: _actions, actionsAreSecret: _secret, ...n }) => ({ ...n, link: n.link ?? null })))
      .returning({ id: notes.id }),
  );
  const devices = await tx.db
    .with(inserted)
    .select({ id: pushSubscriptions.id, accountId: pushSubscriptions.accountId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.accountId, [...new Set(items.map((n) => n.userId))]));
  for (const note of items) {
    const subscriptionIds = devices.filter((d) => d.accountId === note.userId).map((d) => d.id);
    for (const chunk of chunks(subscriptionIds, PUSH_BATCH_SIZE)) {
      await tx.enqueue('send-push-batch', {
        subscriptionIds: chunk,
        title: note.heading,
        body: note.message,
        url: note.link ?? null,
        ...(note.actions
          ? note.actionsAreSecret
            ? { sealedActions: tx.seal(JSON.stringify(note.actions)) }
            : { actions: note.actions }
          : {}),
      });
    }
  }
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
