import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../auth/passport';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { createNotes } from '../notes/create-note';
import { recordAudit } from '../matching/effects';

/**
 * A bulk message: one note per non-deleted account (the dashboard notice and the bell), a push
 * to their devices, and an e-mail to those whose generalUpdates toggle is on.
 */
export async function sendBulkMessage(ctx: AppContext, options: { admin: Account; heading: string; message: string }) {
  return withTransaction(ctx, async (tx) => {
    const recipients = await tx.db
      .select({ id: accounts.id, email: accounts.email, generalUpdates: sql<boolean>`(${accounts.notifications} ->> 'generalUpdates')::boolean IS TRUE` })
      .from(accounts)
      .where(and(eq(accounts.isDeleted, false)));
    await createNotes(
      tx,
      recipients.map((r) => ({ userId: r.id, heading: options.heading, message: options.message, link: '/dashboard' })),
    );
    const mailed = recipients.filter((r) => r.generalUpdates);
    for (const r of mailed) await enqueueMail(tx, 'bulk-message', r.email, { heading: options.heading, message: options.message });
    await recordAudit(tx, {
      actorId: options.admin.id,
      action: 'bulk-message',
      targetType: 'notes',
      targetId: options.admin.id,
      details: { heading: options.heading, recipients: recipients.length, mailed: mailed.length },
    });
    return { recipients: recipients.length, mailed: mailed.length };
  });
}
