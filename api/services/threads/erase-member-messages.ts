import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { threadMessages } from '../../db/schema';

/** What an erased member's messages read afterwards, to the other party and in a deal's record. */
export const ERASED_MESSAGE = '(Message erased with its author’s account.)';

/**
 * "Delete my account": the member's messages in every thread are emptied in the erasure's
 * transaction (api/services/accounts/erase-account.ts); the threads stay, closed (the member is
 * no longer active), so the other party keeps their own side and a deal's record its dates.
 */
export async function eraseMemberMessages(tx: Tx, options: { memberId: string }): Promise<void> {
  await tx.db.update(threadMessages).set({ body: ERASED_MESSAGE }).where(eq(threadMessages.authorId, options.memberId));
}
