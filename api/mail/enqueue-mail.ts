import type { Tx } from '../db/transaction';
import type { MailTemplateData, MailTemplateName } from './templates';

/** Queues a mail inside the caller's transaction: it is sent only if the transaction commits. */
export async function enqueueMail<T extends MailTemplateName>(
  tx: Tx,
  template: T,
  to: string,
  data: MailTemplateData<T>,
): Promise<void> {
  await tx.enqueue('send-mail', { template, to, data: data as Record<string, unknown> });
}
