/**
 * Repeated proposals (issue 16): a match pair (job spec + candidate, whoever proposes it) or a
 * sourcing pair (job spec + offering member) that was approved is never proposed again, and one
 * that was declined not for PROPOSAL_DECLINE_COOLDOWN_DAYS after the decline — so a member
 * cannot wear the other party down by asking again.
 *
 * Called right after the new row is inserted, in the same transaction, never before: the insert
 * waits on the one-open-proposal-per-pair index while another transaction is answering the
 * previous proposal, and under READ COMMITTED only a statement that starts after that wait sees
 * the answer. Checking first would let a proposal slip in next to a decline committed meanwhile.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { matches, sourcingOffers } from '../../db/schema';
import { ConflictError } from '../../errors';
import { PROPOSAL_DECLINE_COOLDOWN_DAYS } from '../../../shared/constants';
import { MESSAGES, TITLES } from '../../../shared/messages';

type History = { isApproved: boolean; isDeclinedRecently: boolean };

const historyColumns = (table: typeof matches | typeof sourcingOffers) => ({
  isApproved: sql<boolean>`coalesce(bool_or(${table.status} = 'approved'), false)`,
  isDeclinedRecently: sql<boolean>`coalesce(bool_or(${table.status} = 'declined' AND ${table.secondedAt} > now() - make_interval(days => ${PROPOSAL_DECLINE_COOLDOWN_DAYS})), false)`,
});

export async function refuseRepeatedMatch(
  tx: Tx,
  match: { id: string; jobId: string; candidateId: string },
): Promise<void> {
  const [history] = await tx.db
    .select(historyColumns(matches))
    .from(matches)
    .where(and(eq(matches.jobId, match.jobId), eq(matches.candidateId, match.candidateId), ne(matches.id, match.id)));
  refuse(history, MESSAGES.matchAlreadyApproved, MESSAGES.matchDeclinedRecently, TITLES.matchFailed);
}

export async function refuseRepeatedOffer(
  tx: Tx,
  offer: { id: string; jobId: string; proposerId: string },
): Promise<void> {
  const [history] = await tx.db
    .select(historyColumns(sourcingOffers))
    .from(sourcingOffers)
    .where(
      and(
        eq(sourcingOffers.jobId, offer.jobId),
        eq(sourcingOffers.proposerId, offer.proposerId),
        ne(sourcingOffers.id, offer.id),
      ),
    );
  refuse(history, MESSAGES.offerAlreadyApproved, MESSAGES.offerDeclinedRecently, TITLES.sourcingFailed);
}

function refuse(history: History | undefined, approved: string, declined: string, title: string): void {
  if (history?.isApproved) throw new ConflictError(approved, title);
  if (history?.isDeclinedRecently) throw new ConflictError(declined, title);
}
