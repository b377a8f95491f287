import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { ProposalRow } from '../../domain/proposal';
import type { Account } from '../../domain/rows';
import { jobs } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../../ids';
import { isListed } from '../../policies/listing';
import { MESSAGES, TITLES } from '../../../shared/messages';
import { createProposal } from './create-proposal';
import { loadSettings } from '../settings/read-settings';

/**
 * Offers to source candidates for someone else's open job spec whose sourcing flag is yes. The
 * pair is the job spec and the offering member: one open offer each, none after an acceptance,
 * and none within 30 days of a decline (refuse-repeated-proposal.ts); other members may still offer.
 * The route has refused hiring companies (authorizeProposalCreate).
 */
export async function offerSourcing(
  ctx: AppContext,
  options: {
    proposer: Account;
    jobId: string;
    /** The proposer's note, trimmed and checked; null for none. */ note?: string | null;
  },
): Promise<ProposalRow> {
  const { proposer } = options;
  if (!isUuid(options.jobId))
    throw new ValidationError('Choose a job spec to offer sourcing for.', 'job', TITLES.sourcingFailed);

  const settings = await loadSettings(ctx);
  return withTransaction(ctx, async (tx) => {
    const [job] = await tx.db.select().from(jobs).where(eq(jobs.id, options.jobId));
    const jobNotFound = () => new NotFoundError(MESSAGES.jobNotFound, TITLES.jobNotFound);
    // Someone else's job spec that is closed, unknown or an offboarded member's is "not found".
    if (!job || (job.ownerId !== proposer.id && !isListed(job))) throw jobNotFound();
    if (job.ownerId === proposer.id)
      throw new ForbiddenError('You cannot offer to source for your own job spec.', TITLES.sourcingFailed);
    if (!job.sourcing)
      throw new ForbiddenError('This job spec does not accept sourcing offers.', TITLES.sourcingFailed);
    return createProposal(tx, {
      kind: 'sourcing',
      proposer,
      seconderId: job.ownerId,
      job,
      candidate: null,
      otherGone: jobNotFound,
      answerBusinessDays: ctx.config.PROPOSAL_ANSWER_BUSINESS_DAYS,
      settings,
      note: options.note ?? null,
    });
  });
}
