import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../auth/passport';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { createNotes } from '../notes/create-note';
import { recordAudit } from '../matching/effects';

/**
 * A bulk message: one note per non-deleted account (the dashboard notice and the bell; spec §6/§7),
 * a push to their devices, and an e-mail to activated members whose generalUpdates toggle is on.
 * Offboarded members get nothing. A member who never activated gets the note, waiting for them
 * once they do, but no mail: their address was never confirmed, and may not even be theirs (nor
 * a push: they cannot have signed in on a device).
 */
export async function sendBulkMessage(ctx: AppContext, options: { admin: Account; heading: string; message: string }) {
  return withTransaction(ctx, async (tx) => {
    const recipients = await tx.db
      .select({
        id: accounts.id,
        email: accounts.email,
        isActive: accounts.isActive,
        generalUpdates: sql<boolean>`(${accounts.notifications} ->> 'generalUpdates')::boolean IS TRUE`,
      })
      .from(accounts)
      .where(eq(accounts.isDeleted, false));
    await createNotes(
      tx,
      recipients.map((r) => ({ userId: r.id, heading: options.heading, message: options.message, link: '/dashboard' })),
    );
    const mailed = recipients.filter((r) => r.isActive && r.generalUpdates);
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
