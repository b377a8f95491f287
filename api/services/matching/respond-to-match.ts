import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { matches } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { enqueueMail } from '../../mail/enqueue-mail';
import { arePartiesInGoodStanding, viewerRole } from '../../policies/proposal';
import { MESSAGES, TITLES } from '../../../shared/messages';
import { createNotes } from '../notes/create-note';
import { partyContact, recordAnalytics, recordAudit, recordUsage } from './effects';
import { loadMatch, type LoadedMatch } from './load-proposal';

/**
 * The seconder approves or declines a pending match, once, while both members are in good
 * standing. The status changes in one conditional UPDATE, so two concurrent answers end in one
 * state, one note and one mail. The match row is locked first: an offboarding that withdraws it
 * either waits for this answer or is seen by it (it commits before the lock is granted).
 */
export async function respondToMatch(
  ctx: AppContext,
  options: { actor: Account; uid: string; decision: 'approved' | 'declined' },
): Promise<LoadedMatch> {
  const { actor, uid, decision } = options;
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadMatch(tx.db, uid, true);
    if (!loaded) throw new NotFoundError(MESSAGES.matchNotFound, TITLES.matchInvalid);
    const role = viewerRole(actor, loaded.match);
    if (!role) throw new ForbiddenError(MESSAGES.matchPrivate, TITLES.matchPrivate);
    if (role !== 'seconder') {
      throw new ForbiddenError('Only the recipient of a Match Proposal can approve or decline it.', TITLES.matchFailed);
    }
    // Withdrawn on offboarding; a member offboarded any other way is refused all the same, so an
    // answer never sends contact details to or about a member who is not in good standing.
    if (loaded.match.status === 'withdrawn' || !arePartiesInGoodStanding(loaded)) {
      throw new ConflictError(MESSAGES.matchWithdrawn, TITLES.matchFailed);
    }
    if (loaded.isExpired)
      throw new ConflictError(
        'This Match Proposal has expired: its job spec or candidate is closed.',
        TITLES.matchFailed,
      );

    const [updated] = await tx.db
      .update(matches)
      .set({ status: decision, secondedAt: new Date() })
      .where(and(eq(matches.id, uid), eq(matches.status, 'proposed')))
      .returning();
    if (!updated)
      throw new ConflictError(`This Match Proposal has already been ${loaded.match.status}.`, TITLES.matchFailed);

    const { job, candidate, proposer, seconder } = loaded;
    const refs = {
      uid,
      job: { reference: job.reference, title: job.jobTitle },
      candidate: { reference: candidate.reference, title: candidate.candidateTitle },
    };
    const approverOwnsJob = job.ownerId === actor.id;
    const isApproved = decision === 'approved';
    await createNotes(tx, [
      {
        userId: proposer.id,
        heading: isApproved ? 'Match Proposal - Accepted' : 'Match Proposal - Declined',
        message: `Your proposal of candidate ${candidate.reference} for job spec ${job.reference} was ${isApproved ? 'accepted' : 'declined'}.`,
        link: `/match/${decision}/${uid}`,
      },
    ]);
    await recordUsage(
      tx,
      isApproved
        ? [
            { accountId: seconder.id, kind: 'approved', subjectType: 'match', subjectId: uid },
            { accountId: proposer.id, kind: 'completed', subjectType: 'match', subjectId: uid },
          ]
        : [
            { accountId: seconder.id, kind: 'declined', subjectType: 'match', subjectId: uid },
            { accountId: proposer.id, kind: 'declined', subjectType: 'match', subjectId: uid },
          ],
    );
    await recordAnalytics(tx, isApproved ? 'proposal-accepted' : 'proposal-declined', actor.id);
    // The job variant when the approver owns the job, the candidate variant when they own the candidate.
    const variant = approverOwnsJob ? 'job' : 'candidate';
    if (isApproved) {
      await enqueueMail(tx, `accept-matching-${variant}`, proposer.email, { ...refs, contact: partyContact(seconder) });
      await enqueueMail(tx, 'match-contact', seconder.email, { ...refs, contact: partyContact(proposer) });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'contact-reveal',
        targetType: 'match',
        targetId: uid,
        details: { parties: [proposer.id, seconder.id] },
      });
    } else {
      await enqueueMail(tx, `decline-matching-${variant}`, proposer.email, refs);
    }
    return { ...loaded, match: updated };
  });
}
