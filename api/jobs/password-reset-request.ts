import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import { requestPasswordReset } from '../services/accounts/request-password-reset';
import { ZPasswordResetRequestPayload } from './queues';

/**
 * The work behind POST /api/auth/forgot, done after its answer: look the address up and, for an
 * account, store and mail a reset link. Idempotent: the link records this job's id.
 */
export async function handlePasswordResetRequest(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const { email } = ZPasswordResetRequestPayload.parse(job.data);
  await requestPasswordReset(ctx, { email, requestId: job.id });
}
