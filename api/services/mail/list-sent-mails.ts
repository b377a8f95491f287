import { desc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sentMails } from '../../db/schema';

/** The development mailbox's content: the newest 200 mails the app "sent" (no SMTP configured). */
export async function listSentMails(ctx: AppContext) {
  return ctx.db
    .select({
      to: sentMails.to,
      subject: sentMails.subject,
      text: sentMails.text,
      html: sentMails.html,
      sentAt: sentMails.sentAt,
    })
    .from(sentMails)
    .orderBy(desc(sentMails.id))
    .limit(200);
}
