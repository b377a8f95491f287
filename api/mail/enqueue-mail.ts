import type { Tx } from '../db/transaction';
import { MAIL_TEMPLATES, mapSecretFields, type MailTemplateData, type MailTemplateName } from './templates';

/**
 * Queues a mail inside the caller's transaction: it is sent only if the transaction commits.
 * Urgent mails go on their own queue, never behind a bulk message or the digests. A one-time
 * link's token is sealed in the job (the queue is a table like any other: backups, replicas).
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
    data: mapSecretFields(template, data as Record<string, unknown>, (token) => tx.seal(token)),
  });
}
