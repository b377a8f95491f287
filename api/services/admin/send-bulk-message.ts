import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { MAIL_BATCH_RECIPIENTS } from '../../jobs/queues';
import { chunks } from '../notes/create-note';
import { createNotesForAllMembers } from '../notes/create-notes-for-all-members';
import { recordAudit } from '../activity/record-activity';
import { isMailRecipient } from './bulk-recipients';

/**
 * A bulk message: one note per non-deleted account (the dashboard notice and the bell; spec “Roles and permissions”/“The calls it makes”),
 * a push to their devices, and an e-mail to activated members whose generalUpdates toggle is on.
 * Offboarded members get nothing. A member who never activated gets the note, waiting for them
 * once they do, but no mail: their address was never confirmed, and may not even be theirs (nor
 * a push: they cannot have signed in on a device).
 */
export async function sendBulkMessage(ctx: AppContext, options: { admin: Account; heading: string; message: string }) {
  return withTransaction(ctx, async (tx) => {
    const recipients = await createNotesForAllMembers(tx, {
      heading: options.heading,
      message: options.message,
      link: '/dashboard',
    });
    const mailed = await tx.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(isMailRecipient)
      .orderBy(accounts.id);
    // Jobs of MAIL_BATCH_RECIPIENTS addresses: 250 jobs for 50,000 members, queued in this
    // transaction in one INSERT (a job per mail took seconds, and the worker fetched 5 per poll).
    await tx.enqueueMany(
      'send-mail-batch',
      chunks(
        mailed.map((r) => r.email),
        MAIL_BATCH_RECIPIENTS,
      ).map((to) => ({
        template: 'bulk-message' as const,
        to,
        data: { heading: options.heading, message: options.message },
      })),
    );
    await recordAudit(tx, {
      actorId: options.admin.id,
      action: 'bulk-message',
      targetType: 'notes',
      targetId: options.admin.id,
      details: { heading: options.heading, recipients, mailed: mailed.length },
    });
    return { recipients, mailed: mailed.length };
  });
}
