import type { Tx } from '../../db/transaction';
import type { LoadedDeal } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { enqueueMail } from '../../mail/enqueue-mail';
import { createNotes } from '../notes/create-note';

export type DealNotice = {
  /** The note's heading and the mail's heading. */
  heading: string;
  /** The note's message and the mail's first paragraph. */
  message: string;
  /** More paragraphs for the mail only. */
  details?: string[];
  /**
   * 'toggle': the e-mail goes only to members whose "General updates" e-mail toggle is on (stage
   * moves, terms). 'always': money and disputes (payment and guarantee reminders, a referral),
   * locked on like "proposal accepted" (docs/deals.md).
   */
  mail: 'toggle' | 'always';
};

/** What a deal is about, in words: "candidate C… for job spec J… (title)" or "job spec J… (title)". */
export function dealSubject(loaded: LoadedDeal): string {
  const job = `job spec ${loaded.job.reference} (${loaded.job.jobTitle})`;
  return loaded.candidate ? `candidate ${loaded.candidate.reference} for ${job}` : `sourcing for ${job}`;
}

/**
 * Tells members about a deal in the caller's transaction: a note in the app (which also pushes to
 * their devices, api/services/notes/create-note.ts) and an e-mail per `notice.mail`. Offboarded
 * members are skipped.
 */
export async function notifyDeal(
  tx: Tx,
  options: { loaded: LoadedDeal; to: Account[]; notice: DealNotice; at: Date },
): Promise<void> {
  const { loaded, notice } = options;
  const uid = loaded.deal.id;
  const recipients = options.to.filter((account) => !account.isDeleted);
  await createNotes(
    tx,
    recipients.map((account) => ({
      userId: account.id,
      heading: notice.heading,
      message: notice.message,
      link: `/deals/${uid}`,
      createdAt: options.at,
    })),
  );
  for (const account of recipients) {
    if (notice.mail === 'toggle' && !account.notifications.generalUpdates) continue;
    await enqueueMail(tx, 'deal-update', account.email, {
      uid,
      subject: `${notice.heading}: ${loaded.job.reference}${loaded.candidate ? ` / ${loaded.candidate.reference}` : ''}`,
      heading: notice.heading,
      paragraphs: [notice.message, ...(notice.details ?? [])],
    });
  }
}
