import type { AppContext } from '../../context';
import { QUEUES } from '../../jobs/queues';

/**
 * Queues the work of a forgotten-password request (forgot answers before it is done): the answer
 * then takes the same time whether or not the address belongs to an account, since the lookup,
 * the link and the mail happen afterwards, in the password-reset-request job.
 */
export async function queuePasswordReset(ctx: AppContext, options: { email: string }): Promise<void> {
  const { email } = options;
  const queue = 'password-reset-request';
  await ctx.boss.send(queue, QUEUES[queue].payload.parse({ email }), QUEUES[queue].sendOptions(ctx.config));
}
