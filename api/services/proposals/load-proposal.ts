import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/pool';
import { preparedOnce } from '../../db/prepared';
import { accounts, candidates, jobs, proposals } from '../../db/schema';
import type { LoadedProposal, ProposalKind } from '../../domain/proposal';
import { isUuid } from '../../ids';
import { isOpen } from '../../../shared/rules/listing';
import { isPastDeadline } from '../../../shared/rules/proposal-deadline';
import { now } from '../../clock';

const proposer = alias(accounts, 'proposer');
const seconder = alias(accounts, 'seconder');

const isThis = and(eq(proposals.id, sql.placeholder('uid')), eq(proposals.kind, sql.placeholder('kind')));

/**
 * Named statements: PostgreSQL plans the five-table read once per connection rather than on every
 * approve (planning it was 1.2 ms of PostgreSQL's time per call under the load mix, more than
 * running it). Built once per handle: once for the pool, once per transaction that loads one.
 */
const lockStatement = preparedOnce((db) =>
  db.select({ id: proposals.id }).from(proposals).where(isThis).for('update').prepare('lock_proposal'),
);
const readStatement = preparedOnce((db) =>
  db
    .select({ proposal: proposals, job: jobs, candidate: candidates, proposer, seconder })
    .from(proposals)
    .innerJoin(jobs, eq(jobs.id, proposals.jobId))
    .leftJoin(candidates, eq(candidates.id, proposals.candidateId))
    .innerJoin(proposer, eq(proposer.id, proposals.proposerId))
    .innerJoin(seconder, eq(seconder.id, proposals.seconderId))
    .where(isThis)
    .prepare('load_proposal'),
);

/**
 * A proposal of this kind with its job spec (and a match's candidate) and both parties, or null
 * (unknown, malformed, or of the other kind: a sourcing offer's uid is no match). `forUpdate`
 * locks the proposal row first, in a statement of its own, so the read that follows sees
 * whatever a transaction holding it (an answer, an offboarding) committed.
 */
export async function loadProposal(
  db: Db,
  options: { uid: string; kind: ProposalKind; forUpdate?: boolean },
): Promise<LoadedProposal | null> {
  const { uid, kind } = options;
  if (!isUuid(uid)) return null;
  if (options.forUpdate) await lockStatement(db).execute({ uid, kind });
  const [row] = await readStatement(db).execute({ uid, kind });
  if (!row) return null;
  const { job, candidate } = row;
  // One clock for the whole decision, the app's (as the deadline sweep judges both).
  const at = now();
  const isExpired =
    !isOpen(job.createdAt, job.expiresAt, at) ||
    (candidate !== null && !isOpen(candidate.createdAt, candidate.expiresAt, at));
  // Past its answer-by date it is lapsed, whether or not the sweep has recorded it yet:
  // no answer is taken and no view offers one. An expired one (a listing closed) stays expired.
  const { proposal } = row;
  const hasLapsed =
    proposal.status === 'proposed' && !isExpired && proposal.answerBy !== null && isPastDeadline(proposal.answerBy, at);
  return { ...row, proposal: hasLapsed ? { ...proposal, status: 'lapsed' } : proposal, isExpired };
}
