import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { proposals } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { partyContact } from '../../domain/party-contact';
import { PROPOSAL_TEXTS, type LoadedProposal, type ProposalKind } from '../../domain/proposal';
import type { Account } from '../../domain/rows';
import { ConflictError, NotFoundError } from '../../errors';
import { now } from '../../clock';
import { enqueueMail } from '../../mail/enqueue-mail';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';
import { proposalTemplate } from '../../mail/templates/proposals';
import { arePartiesActive, proposalExpired } from '../../policies/proposal';
import { recordActivity } from '../activity/record-activity';
import { createNotes } from '../notes/create-note';
import { loadProposal } from './load-proposal';
import { createDeal } from '../deals/create-deal';
import { openConversation } from '../threads/open-conversation';

/**
 * The seconder approves or declines a pending proposal, once, while its listings are open and
 * both members are in good standing. The caller has authorized the actor to respond
 * (authorizeProposal): the parties of a proposal never change, so that holds under the lock.
 * The row is locked first: an offboarding that withdraws it either waits for this answer or is
 * seen by it. The status changes in one conditional UPDATE, so two concurrent answers end in
 * one state, one note and one mail.
 */
export async function respondToProposal(
  ctx: AppContext,
  options: { actor: Account; uid: string; kind: ProposalKind; decision: 'approved' | 'declined' },
): Promise<LoadedProposal> {
  const { actor, uid, kind, decision } = options;
  const texts = PROPOSAL_TEXTS[kind];
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadProposal(tx.db, { uid, kind, forUpdate: true });
    if (!loaded) throw new NotFoundError(texts.notFound, texts.notFoundTitle);
    // Withdrawn on offboarding; a member offboarded any other way is refused all the same, so an
    // answer never sends contact details to or about a member who is not in good standing.
    if (loaded.proposal.status === 'withdrawn' || !arePartiesActive(loaded)) {
      throw new ConflictError(texts.withdrawn, texts.failedTitle);
    }
    if (loaded.isExpired) throw proposalExpired(kind);
    // Past its answer-by date: loadProposal reads it as lapsed even before the sweep ran.
    if (loaded.proposal.status === 'lapsed')
      throw new ConflictError(texts.lapsed(loaded.proposal.answerBy), texts.failedTitle);

    const [updated] = await tx.db
      .update(proposals)
      .set({ status: decision, secondedAt: now() })
      .where(and(eq(proposals.id, uid), eq(proposals.status, 'proposed')))
      .returning();
    if (!updated) throw new ConflictError(texts.alreadyAnswered(loaded.proposal.status), texts.failedTitle);

    const { job, candidate, proposer, seconder } = loaded;
    const isApproved = decision === 'approved';
    const answer = isApproved ? 'accepted' : 'declined';
    const refs = {
      uid,
      job: { reference: job.reference, title: job.jobTitle },
      ...(candidate ? { candidate: { reference: candidate.reference, title: candidate.candidateTitle } } : {}),
    };
    await createNotes(tx, [
      {
        userId: proposer.id,
        heading: `${candidate ? 'Match Proposal' : 'Sourcing Offer'} - ${isApproved ? 'Accepted' : 'Declined'}`,
        message: candidate
          ? `Your proposal of candidate ${candidate.reference} for job spec ${job.reference} was ${answer}.`
          : `Your offer to source candidates for job spec ${job.reference} was ${answer}.`,
        link: `/${kind}/${decision}/${uid}`,
      },
    ]);
    await recordActivity(tx, {
      usage: [
        { accountId: seconder.id, kind: isApproved ? 'approved' : 'declined', subjectType: kind, subjectId: uid },
        { accountId: proposer.id, kind: isApproved ? 'completed' : 'declined', subjectType: kind, subjectId: uid },
      ],
      // Answers to sourcing offers were never counted in analytics; matches' are.
      ...(kind === 'match'
        ? { analytics: { name: isApproved ? 'proposal-accepted' : 'proposal-declined', accountId: actor.id } }
        : {}),
      // Both members now see each other's contact details.
      ...(isApproved
        ? {
            audit: {
              actorId: actor.id,
              action: 'contact-reveal',
              targetType: kind,
              targetId: uid,
              details: { parties: [proposer.id, seconder.id] },
            },
          }
        : {}),
    });
    await queueWebhookEvent(tx, {
      accountId: proposer.id,
      type: kind === 'match' ? 'proposal.answered' : 'offer.answered',
      subject: { type: 'proposal', kind, id: uid },
    });
    // A match's mails differ by the listing the approver owns; an offer's approver owns the job spec.
    const approverListing = job.ownerId === actor.id ? 'job' : 'candidate';
    if (isApproved) {
      // the approval opens the deal, in this same transaction.
      await createDeal(tx, { proposal: updated, job });
      // …and its conversation (docs/conversations.md).
      await openConversation(tx, updated);
      await enqueueMail(tx, proposalTemplate(kind, 'accepted', approverListing), proposer.email, {
        ...refs,
        contact: partyContact(seconder),
      });
      await enqueueMail(tx, proposalTemplate(kind, 'contact', approverListing), seconder.email, {
        ...refs,
        contact: partyContact(proposer),
      });
    } else {
      await enqueueMail(tx, proposalTemplate(kind, 'declined', approverListing), proposer.email, refs);
    }
    return { ...loaded, proposal: updated };
  });
}
