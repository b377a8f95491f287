import type { Tx } from '../../db/transaction';
import { proposals } from '../../db/schema';
import type { Account, CandidateRow, JobRow } from '../../domain/rows';
import { PROPOSAL_TEXTS, type ProposalKind, type ProposalRow } from '../../domain/proposal';
import { ConflictError } from '../../errors';
import { now } from '../../clock';
import { proposalPushActions } from '../../push/actions';
import { answerByLabel, answerByOf } from '../../../shared/rules/proposal-deadline';
import { enqueueMail } from '../../mail/enqueue-mail';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';
import { proposalTemplate } from '../../mail/templates/proposals';
import { recordActivity } from '../activity/record-activity';
import { createNotes } from '../notes/create-note';
import { withNotePreview } from '../../../shared/rules/proposal-note';
import { lockParties } from './lock-parties';
import { refuseRepeatedProposal } from './refuse-repeated-proposal';
import type { AppSettings } from '../../../shared/rules/settings';

/**
 * The part of proposing a match and offering sourcing that is the same: once the caller has
 * checked the listings, share-lock both members, insert the proposal (one open per pair, by the
 * partial unique index), refuse a repeat, then notify the recipient in the app and by mail and
 * count it — all in the caller's transaction. Returns the new proposal.
 */
export async function createProposal(
  tx: Tx,
  options: {
    kind: ProposalKind;
    proposer: Account;
    seconderId: string;
    job: JobRow;
    /** A match's candidate; null for a sourcing offer. */
    candidate: CandidateRow | null;
    /** Thrown when the recipient is not in good standing: their listing is then "not found". */
    otherGone: () => Error;
    /** Business days the recipient has to answer (config PROPOSAL_ANSWER_BUSINESS_DAYS). */
    answerBusinessDays: number;
    /** The settings the standing rule reads (loadSettings). */
    settings: AppSettings;
    /** The proposer's note to the recipient (checked by the route's anonymity rule); null for none. */
    note: string | null;
  },
): Promise<ProposalRow> {
  const { kind, proposer, seconderId, job, candidate } = options;
  const texts = PROPOSAL_TEXTS[kind];
  const seconder = await lockParties(tx, proposer.id, seconderId, options.otherGone, options.settings);
  const proposedAt = now();
  const answerBy = answerByOf(proposedAt, options.answerBusinessDays);
  const [proposal] = await tx.db
    .insert(proposals)
    .values({
      kind,
      proposerId: proposer.id,
      seconderId,
      jobId: job.id,
      candidateId: candidate?.id ?? null,
      jReference: job.reference,
      cReference: candidate?.reference ?? null,
      proposedAt,
      answerBy,
      note: options.note,
    })
    .onConflictDoNothing()
    .returning();
  if (!proposal) throw new ConflictError(texts.alreadyOpen, texts.failedTitle);
  await refuseRepeatedProposal(tx, proposal);

  const uid = proposal.id;
  const jobRef = { reference: job.reference, title: job.jobTitle };
  if (candidate) {
    await createNotes(tx, [
      {
        userId: seconderId,
        heading: 'Match Proposal - New',
        message: withNotePreview(
          `Candidate ${candidate.reference} (${candidate.candidateTitle}) was proposed for job spec ${job.reference} (${job.jobTitle}). ${answerByLabel(answerBy)}.`,
          options.note,
        ),
        link: `/match/proposal/${uid}`,
        actions: proposalPushActions('match', uid),
      },
    ]);
    await recordActivity(tx, {
      usage: [
        { accountId: proposer.id, kind: 'proposals', subjectType: 'match', subjectId: uid },
        { accountId: seconderId, kind: 'offers', subjectType: 'match', subjectId: uid },
      ],
      analytics: { name: 'proposal-sent', accountId: proposer.id },
    });
  } else {
    await createNotes(tx, [
      {
        userId: seconderId,
        heading: 'Sourcing Offer - New',
        message: withNotePreview(
          `${proposer.company || 'A recruiter'} offers to source candidates for job spec ${job.reference} (${job.jobTitle}). ${answerByLabel(answerBy)}.`,
          options.note,
        ),
        link: `/sourcing/proposal/${uid}`,
        actions: proposalPushActions('sourcing', uid),
      },
    ]);
    await recordActivity(tx, {
      usage: [{ accountId: proposer.id, kind: 'sourcing', subjectType: 'sourcing', subjectId: uid }],
      analytics: { name: 'sourcing-sent', accountId: proposer.id },
    });
  }
  await queueWebhookEvent(tx, {
    accountId: seconderId,
    type: kind === 'match' ? 'proposal.received' : 'offer.received',
    subject: { type: 'proposal', kind, id: uid },
  });
  // The recipient owns the job spec (always, for an offer) or the candidate.
  const recipientListing = job.ownerId === seconderId ? 'job' : 'candidate';
  await enqueueMail(tx, proposalTemplate(kind, 'proposed', recipientListing), seconder.email, {
    uid,
    job: jobRef,
    answerBy,
    ...(options.note ? { note: options.note } : {}),
    ...(candidate ? { candidate: { reference: candidate.reference, title: candidate.candidateTitle } } : {}),
  });
  return proposal;
}
