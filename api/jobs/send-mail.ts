import { eq, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import { sentMails } from '../db/schema';
import { sealerFor } from '../auth/sealed-secrets';
import { hasSecretFields, mapSecretFields, renderMail, unsubscribeTogglesOf } from '../mail/templates';
import { unsubscribeLinksFor } from '../services/mail/unsubscribe-links';
import type { Mailer } from '../mail/transport';
import { ZSendMailPayload } from './queues';

/**
 * Sends one queued mail (either mail queue). Idempotent: the pg-boss job id is recorded in
 * `sent_mails`, so a retried or re-delivered job never mails twice (and the same link, sealed in
 * the job, is what any retry would send). A failure throws and pg-boss retries later. A mail with a
 * one-time link has its data emptied from the job once sent: not even the sealed token is kept.
 */
export async function handleSendMail(ctx: AppContext, mailer: Mailer, job: Job<unknown>): Promise<void> {
  // Before the payload is read: a sent mail's job may have had its data emptied.
  const already = await ctx.db.select({ id: sentMails.id }).from(sentMails).where(eq(sentMails.jobId, job.id)).limit(1);
  if (already.length > 0) return;
  const payload = ZSendMailPayload.parse(job.data);
  // The heartbeat found this worker's hold on the job gone (it was put back for another worker):
  // sending now could send it twice.
  job.signal.throwIfAborted();

  const sealer = sealerFor(ctx.sessionSecret);
  const data = mapSecretFields(payload.template, payload.data, (value) => sealer.open(value));
  const toggles = unsubscribeTogglesOf(payload.template, data);
  const unsubscribeUrl = (await unsubscribeLinksFor(ctx, { toggles, emails: [payload.to] })).get(payload.to);
  const mail = renderMail(payload.template, data, { appUrl: ctx.config.appUrl, unsubscribeUrl });
  const domain = new URL(ctx.config.appUrl).hostname || 'localhost';
  await mailer.send({ ...mail, to: payload.to, messageId: `<${job.id}@${domain}>`, listUnsubscribe: unsubscribeUrl });

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
  if (hasSecretFields(payload.template)) {
    await ctx.db.execute(sql`UPDATE pgboss.job SET data = data - 'data' WHERE id = ${job.id} AND name = ${job.name}`);
  }
  if (keepBody) {
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    ctx.logger.info({ template: payload.template, link }, 'mail kept in the dev mailbox (/dev/mail)');
  } else {
    ctx.logger.info({ template: payload.template, jobId: job.id }, 'mail sent');
  }
}
