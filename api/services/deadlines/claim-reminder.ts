import { sentReminders } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * Records a reminder's key in the caller's transaction; false when it was already sent (by an
 * earlier sweep, or one running at the same time). What makes each reminder go out once.
 */
export async function claimReminder(tx: Tx, key: string): Promise<boolean> {
  const inserted = await tx.db
    .insert(sentReminders)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: sentReminders.key });
  return inserted.length === 1;
}
