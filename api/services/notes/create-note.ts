import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { notes, pushSubscriptions } from '../../db/schema';

export type NewNote = { userId: string; heading: string; message: string; link?: string | null };

/**
 * Adds in-app notifications (the bell) inside the caller's transaction, and queues the same
 * heading and message as a Web Push to each of the recipients' devices.
 */
export async function createNotes(tx: Tx, items: NewNote[]): Promise<void> {
  if (items.length === 0) return;
  await tx.db.insert(notes).values(items.map((n) => ({ ...n, link: n.link ?? null })));
  const devices = await tx.db
    .select({ id: pushSubscriptions.id, accountId: pushSubscriptions.accountId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.accountId, [...new Set(items.map((n) => n.userId))]));
  for (const device of devices) {
    for (const note of items.filter((n) => n.userId === device.accountId)) {
      await tx.enqueue('send-push', { subscriptionId: device.id, title: note.heading, body: note.message, url: note.link ?? null });
    }
  }
}
