import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { accounts, notes, pushSubscriptions } from '../../db/schema';
import { PUSH_BATCH_SIZE } from '../../jobs/queues';
import { chunks, type NewNote } from './create-note';
import { isNoteRecipient } from '../admin/bulk-recipients';

/**
 * One note for every non-deleted account (a bulk message), and its push to all their devices.
 * The notes are one `INSERT … SELECT`: PostgreSQL writes 10,000 rows in one statement in about
 * a tenth of a second, where 10,000 rows sent by the application took seconds (and the live
 * updates trigger tells them per statement, migration 0041). The pushes go in jobs of
 * PUSH_BATCH_SIZE devices (200 jobs for 50,000 devices, not 50,000), queued in one INSERT.
 * Returns how many notes were written.
 */
export async function createNotesForAllMembers(tx: Tx, note: Omit<NewNote, 'userId'>): Promise<number> {
  const link = note.link ?? null;
  const written = await tx.db.execute(sql`
    INSERT INTO ${notes} (user_id, heading, message, link)
    SELECT ${accounts.id}, ${note.heading}, ${note.message}, ${link} FROM ${accounts} WHERE ${isNoteRecipient}`);
  const devices = await tx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(accounts, and(eq(accounts.id, pushSubscriptions.accountId), isNoteRecipient))
    .orderBy(pushSubscriptions.id);
  await tx.enqueueMany(
    'send-push-batch',
    chunks(
      devices.map((d) => d.id),
      PUSH_BATCH_SIZE,
    ).map((subscriptionIds) => ({ subscriptionIds, title: note.heading, body: note.message, url: link })),
  );
  return written.rowCount ?? 0;
}
