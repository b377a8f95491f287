import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { ProposalRow } from '../../domain/proposal';
import type { Account } from '../../domain/rows';
import { candidates, jobs } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../../ids';
import { isListed } from '../../policies/listing';
import { isOpen } from '../../../shared/rules/listing';
import { MESSAGES, TITLES } from '../../../shared/messages';
import { createProposal } from './create-proposal';
import { loadSettings } from '../settings/read-settings';

/**
 * Proposes a job spec and a candidate as a match. The proposer owns exactly one of the two;
 * the other is someone else's open listing, whose owner (the seconder) is notified in the app
 * and by e-mail. A second open proposal for the same pair is refused, and so is a pair that was
 * approved, or declined less than 30 days ago (refuse-repeated-proposal.ts). The route has
 * refused hiring companies (authorizeProposalCreate).
 */
export async function proposeMatch(
  ctx: AppContext,
  options: {
    proposer: Account;
    jobId: string;
    candidateId: string;
    /** The proposer's note, trimmed and checked; null for none. */ note?: string | null;
  },
): Promise<ProposalRow> {
  const { proposer } = options;
  if (!isUuid(options.jobId) || !isUuid(options.candidateId)) {
    throw new ValidationError('Choose a job spec and a candidate to propose.', undefined, TITLES.matchFailed);
  }

  const settings = await loadSettings(ctx);
  return withTransaction(ctx, async (tx) => {
    // Both listings in one statement (one round trip, not two); either may be missing.
    const [found] = await tx.db
      .select({ job: jobs, candidate: candidates })
      .from(sql`(SELECT 1) AS one`)
      .leftJoin(jobs, eq(jobs.id, options.jobId))
      .leftJoin(candidates, eq(candidates.id, options.candidateId));
    const { job, candidate } = found ?? { job: null, candidate: null };
    const ownsJob = job?.ownerId === proposer.id;
    const ownsCandidate = candidate?.ownerId === proposer.id;
    const jobNotFound = () => new NotFoundError(MESSAGES.jobNotFound, TITLES.jobNotFound);
    const candidateNotFound = () => new NotFoundError(MESSAGES.candidateNotFound, TITLES.candidateNotFound);
    // Someone else's listing that is closed, unknown or an offboarded member's is simply "not found".
    if (!job || (!ownsJob && !isListed(job))) throw jobNotFound();
    if (!candidate || (!ownsCandidate && !isListed(candidate))) throw candidateNotFound();
    if (ownsJob && ownsCandidate)
      throw new ForbiddenError('You cannot propose a match between your own listings.', TITLES.matchFailed);
    if (!ownsJob && !ownsCandidate) {
      throw new ForbiddenError('Propose one of your own listings for someone else’s listing.', TITLES.matchFailed);
    }
    const own = ownsJob ? job : candidate;
    if (!isOpen(own.createdAt, own.expiresAt)) {
      throw new ConflictError(
        'Your listing is closed or expired. Extend it before proposing a match.',
        TITLES.matchFailed,
      );
    }
    return createProposal(tx, {
      kind: 'match',
      proposer,
      seconderId: ownsJob ? candidate.ownerId : job.ownerId,
      job,
      candidate,
      otherGone: ownsJob ? candidateNotFound : jobNotFound,
      answerBusinessDays: ctx.config.PROPOSAL_ANSWER_BUSINESS_DAYS,
      settings,
      note: options.note ?? null,
    });
  });
}
