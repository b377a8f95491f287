import type { AppContext } from '../context';
import { createMailer } from '../mail/transport';
import { QUEUES, type QueueName } from './queues';
import { handleSendMail } from './send-mail';

/** Creates every queue (idempotent); web and worker processes both call it before sending. */
export async function createQueues(ctx: AppContext): Promise<void> {
  for (const name of Object.keys(QUEUES) as QueueName[]) {
    await ctx.boss.createQueue(name);
  }
}

/** Starts the job handlers; returns a function that closes what they opened. */
export async function startWorkers(ctx: AppContext): Promise<() => void> {
  const mailer = createMailer(ctx.config);
  const polling = { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS };
  await ctx.boss.work('send-mail', { ...polling, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) await handleSendMail(ctx, mailer, job);
  });
  return () => mailer.close();
}
