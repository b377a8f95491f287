import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { jobs, sourcingOffers } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { enqueueMail } from '../../mail/enqueue-mail';
import { isHiringCompany, isListed } from '../../policies/listing';
import { arePartiesInGoodStanding, viewerRole } from '../../policies/proposal';
import { MESSAGES, TITLES } from '../../../shared/messages';
import { createNotes } from '../notes/create-note';
import { emailOf, partyContact, recordAnalytics, recordAudit, recordUsage } from './effects';
import { loadOffer, type LoadedOffer } from './load-proposal';
import { lockParties } from './lock-parties';
import { refuseRepeatedOffer } from './refuse-repeats';
import { isUuid } from '../../ids';

/**
 * Offers to source candidates for someone else's open job spec whose sourcing flag is yes. The
 * pair is the job spec and the offering member: one open offer each, none after an acceptance,
 * and none within 30 days of a decline (refuse-repeats.ts); other members may still offer.
 */
export async function offerSourcing(ctx: AppContext, options: { proposer: Account; jobId: string }) {
  const { proposer } = options;
  if (isHiringCompany(proposer))
    throw new ForbiddenError('Hiring companies cannot offer to source candidates.', TITLES.sourcingFailed);
  if (!isUuid(options.jobId))
    throw new ValidationError('Choose a job spec to offer sourcing for.', 'job', TITLES.sourcingFailed);

  return withTransaction(ctx, async (tx) => {
    const [job] = await tx.db.select().from(jobs).where(eq(jobs.id, options.jobId));
    const jobNotFound = () => new NotFoundError(MESSAGES.jobNotFound, TITLES.jobNotFound);
    // Someone else's job spec that is closed, unknown or an offboarded member's is "not found".
    if (!job || (job.ownerId !== proposer.id && !isListed(job))) throw jobNotFound();
    if (job.ownerId === proposer.id)
      throw new ForbiddenError('You cannot offer to source for your own job spec.', TITLES.sourcingFailed);
    if (!job.sourcing)
      throw new ForbiddenError('This job spec does not accept sourcing offers.', TITLES.sourcingFailed);
    await lockParties(tx, proposer.id, job.ownerId, jobNotFound);

    const [offer] = await tx.db
      .insert(sourcingOffers)
      .values({ proposerId: proposer.id, seconderId: job.ownerId, jobId: job.id, jReference: job.reference })
      .onConflictDoNothing()
      .returning();
    if (!offer)
      throw new ConflictError('You already have an open Sourcing Offer for this job spec.', TITLES.sourcingFailed);
    await refuseRepeatedOffer(tx, offer);

    await createNotes(tx, [
      {
        userId: job.ownerId,
        heading: 'Sourcing Offer - New',
        message: `${proposer.company || 'A recruiter'} offers to source candidates for job spec ${job.reference} (${job.jobTitle}).`,
        link: `/sourcing/proposal/${offer.id}`,
      },
    ]);
    await recordUsage(tx, [{ accountId: proposer.id, kind: 'sourcing', subjectType: 'sourcing', subjectId: offer.id }]);
    await recordAnalytics(tx, 'sourcing-sent', proposer.id);
    await enqueueMail(tx, 'offer-job-sourcing', await emailOf(tx, job.ownerId), {
      uid: offer.id,
      job: { reference: job.reference, title: job.jobTitle },
    });
    return { uid: offer.id };
  });
}

/** The job owner accepts or declines a pending offer, once, while the job is open and both members are in good standing. */
export async function respondToOffer(
  ctx: AppContext,
  options: { actor: Account; uid: string; decision: 'approved' | 'declined' },
): Promise<LoadedOffer> {
  const { actor, uid, decision } = options;
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadOffer(tx.db, uid, true);
    if (!loaded) throw new NotFoundError(MESSAGES.sourcingNotFound, TITLES.sourcingInvalid);
    const role = viewerRole(actor, loaded.offer);
    if (!role) throw new ForbiddenError(MESSAGES.sourcingPrivate, TITLES.sourcingPrivate);
    if (role !== 'seconder')
      throw new ForbiddenError('Only the job poster can accept or decline a Sourcing Offer.', TITLES.sourcingFailed);
    // Withdrawn on offboarding; a member offboarded any other way is refused all the same.
    if (loaded.offer.status === 'withdrawn' || !arePartiesInGoodStanding(loaded)) {
      throw new ConflictError(MESSAGES.offerWithdrawn, TITLES.sourcingFailed);
    }
    if (loaded.isExpired)
      throw new ConflictError('This Sourcing Offer has expired: its job spec is closed.', TITLES.sourcingFailed);

    const [updated] = await tx.db
      .update(sourcingOffers)
      .set({ status: decision, secondedAt: new Date() })
      .where(and(eq(sourcingOffers.id, uid), eq(sourcingOffers.status, 'proposed')))
      .returning();
    if (!updated)
      throw new ConflictError(`This Sourcing Offer has already been ${loaded.offer.status}.`, TITLES.sourcingFailed);

    const { job, proposer, seconder } = loaded;
    const isApproved = decision === 'approved';
    const refs = { uid, job: { reference: job.reference, title: job.jobTitle } };
    await createNotes(tx, [
      {
        userId: proposer.id,
        heading: isApproved ? 'Sourcing Offer - Accepted' : 'Sourcing Offer - Declined',
        message: `Your offer to source candidates for job spec ${job.reference} was ${isApproved ? 'accepted' : 'declined'}.`,
        link: `/sourcing/${decision}/${uid}`,
      },
    ]);
    const kind = isApproved ? 'approved' : 'declined';
    await recordUsage(tx, [
      { accountId: seconder.id, kind, subjectType: 'sourcing', subjectId: uid },
      { accountId: proposer.id, kind: isApproved ? 'completed' : 'declined', subjectType: 'sourcing', subjectId: uid },
    ]);
    if (isApproved) {
      await enqueueMail(tx, 'accept-job-sourcing', proposer.email, { ...refs, contact: partyContact(seconder) });
      await enqueueMail(tx, 'sourcing-contact', seconder.email, { ...refs, contact: partyContact(proposer) });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'contact-reveal',
        targetType: 'sourcing',
        targetId: uid,
        details: { parties: [proposer.id, seconder.id] },
      });
    } else {
      await enqueueMail(tx, 'decline-job-sourcing', proposer.email, refs);
    }
    return { ...loaded, offer: updated };
  });
}
