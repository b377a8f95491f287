import type { Tx } from '../../db/transaction';
import { notes } from '../../db/schema';

export type NewNote = { userId: string; heading: string; message: string; link?: string | null };

/** Adds in-app notifications (the bell) inside the caller's transaction. */
export async function createNotes(tx: Tx, items: NewNote[]): Promise<void> {
  if (items.length === 0) return;
  await tx.db.insert(notes).values(items.map((n) => ({ ...n, link: n.link ?? null })));
}
