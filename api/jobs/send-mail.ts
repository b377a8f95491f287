import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import { sentMails } from '../db/schema';
import { renderMail } from '../mail/templates';
import type { Mailer } from '../mail/transport';
import { ZSendMailPayload } from './queues';

/**
 * Sends one queued mail (either mail queue). Idempotent: the pg-boss job id is recorded in
 * `sent_mails`, so a retried or re-delivered job never mails twice. A failure throws and pg-boss
 * retries later.
 */
export async function handleSendMail(ctx: AppContext, mailer: Mailer, job: Job<unknown>): Promise<void> {
  const payload = ZSendMailPayload.parse(job.data);
  const already = await ctx.db.select({ id: sentMails.id }).from(sentMails).where(eq(sentMails.jobId, job.id)).limit(1);
  if (already.length > 0) return;
  // The heartbeat found this worker's hold on the job gone (it was put back for another worker):
  // sending now could send it twice.
  job.signal.throwIfAborted();

  const mail = renderMail(payload.template, payload.data, { appUrl: ctx.config.appUrl });
  const domain = new URL(ctx.config.appUrl).hostname || 'localhost';
  await mailer.send({ ...mail, to: payload.to, messageId: `<${job.id}@${domain}>` });

  const keepBody = mailer.kind === 'dev-mailbox';
  await ctx.db
    .insert(sentMails)
    .values({
      jobId: job.id,
      template: payload.template,
      to: payload.to,
      subject: mail.subject,
      text: keepBody ? mail.text : null,
      html: keepBody ? mail.html : null,
    })
    .onConflictDoNothing();
  if (keepBody) {
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    ctx.logger.info({ template: payload.template, link }, 'mail kept in the dev mailbox (/dev/mail)');
  } else {
    ctx.logger.info({ template: payload.template, jobId: job.id }, 'mail sent');
  }
}
