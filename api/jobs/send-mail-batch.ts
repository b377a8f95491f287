import { inArray } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import { sentMails } from '../db/schema';
import { renderMail, unsubscribeTogglesOf } from '../mail/templates';
import { unsubscribeLinksFor } from '../services/mail/unsubscribe-links';
import type { Mailer } from '../mail/transport';
import { DeliveryLog, forEachConcurrently } from './delivery-log';
import { ZSendMailBatchPayload } from './queues';

type SentRow = typeof sentMails.$inferInsert;

/**
 * Mails one template to each address of the job (a bulk message), MAIL_BULK_CONNECTIONS at a time
 * over the pooled bulk mailer. Each mail has its own key, `<job id>:<index>`, recorded in
 * sent_mails as it is accepted (several rows to an insert): a run of the job after a crash or a
 * partial failure skips the addresses already mailed, as send-mail.ts does for a one-mail job.
 * Any failure fails the job once every address has been tried, and pg-boss retries the rest.
 * A mail without an unsubscribe link is rendered once for all: only the address differs.
 */
export async function handleSendMailBatch(ctx: AppContext, mailer: Mailer, job: Job<unknown>): Promise<void> {
  const payload = ZSendMailBatchPayload.parse(job.data);
  const keys = payload.to.map((_, index) => `${job.id}:${index}`);
  const done = await ctx.db.select({ jobId: sentMails.jobId }).from(sentMails).where(inArray(sentMails.jobId, keys));
  const doneKeys = new Set(done.map((d) => d.jobId));
  const todo = payload.to.map((to, index) => ({ to, key: keys[index]! })).filter((m) => !doneKeys.has(m.key));
  if (todo.length === 0) return;

  // A mail with a one-click unsubscribe is rendered for each address (its link is in the footer);
  // any other once for all, only the address differing.
  const toggles = unsubscribeTogglesOf(payload.template, payload.data);
  const unsubscribeUrls = await unsubscribeLinksFor(ctx, { toggles, emails: todo.map((m) => m.to) });
  const shared =
    toggles.length === 0 ? renderMail(payload.template, payload.data, { appUrl: ctx.config.appUrl }) : null;
  const mailTo = (to: string) =>
    shared ??
    renderMail(payload.template, payload.data, { appUrl: ctx.config.appUrl, unsubscribeUrl: unsubscribeUrls.get(to) });
  const domain = new URL(ctx.config.appUrl).hostname || 'localhost';
  const keepBody = mailer.kind === 'dev-mailbox';
  const log = new DeliveryLog<SentRow>(async (rows) => {
    await ctx.db.insert(sentMails).values(rows).onConflictDoNothing();
  });
  const failures: string[] = [];
  await forEachConcurrently(todo, ctx.config.MAIL_BULK_CONNECTIONS, async ({ to, key }) => {
    // This worker's hold on the job is gone (another worker has it), or the process is stopping.
    if (job.signal.aborted) return void failures.push('job aborted');
    try {
      const mail = mailTo(to);
      const listUnsubscribe = unsubscribeUrls.get(to);
      await mailer.send({ ...mail, to, messageId: `<${key.replace(':', '.')}@${domain}>`, listUnsubscribe });
      await log.record({
        jobId: key,
        template: payload.template,
        to,
        subject: mail.subject,
        text: keepBody ? mail.text : null,
        html: keepBody ? mail.html : null,
      });
    } catch (err) {
      failures.push((err as Error).message);
    }
  });
  ctx.logger.info(
    { template: payload.template, jobId: job.id, sent: todo.length - failures.length, failed: failures.length },
    'mail batch sent',
  );
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${todo.length} mails not sent (${[...new Set(failures)].slice(0, 3).join('; ')}); retrying those`,
    );
  }
}
