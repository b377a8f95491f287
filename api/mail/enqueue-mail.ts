import type { Tx } from '../db/transaction';
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from './templates';

/**
 * Queues a mail inside the caller's transaction: it is sent only if the transaction commits.
 * Urgent mails go on their own queue, never behind a bulk message or the digests.
 */
export async function enqueueMail<T extends MailTemplateName>(
  tx: Tx,
  template: T,
  to: string,
  data: MailTemplateData<T>,
): Promise<void> {
  // A test alert is an alert the member just asked for, and watches their inbox for.
  const isUrgent =
    MAIL_TEMPLATES[template].isUrgent || (template === 'listing-alert' && 'isTest' in data && data.isTest === true);
  await tx.enqueue(isUrgent ? 'send-mail-urgent' : 'send-mail', {
    template,
    to,
    data: data as Record<string, unknown>,
  });
}
