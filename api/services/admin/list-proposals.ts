import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, candidates, jobs, proposals } from '../../db/schema';
import type { ProposalKind, ProposalListRow } from '../../domain/proposal';
import type { TProposalListQuery } from '../../../shared/schemas/proposal';
import { openListing } from '../listings/open-listing';

const LIMIT = 1000;
const proposer = alias(accounts, 'proposer');
const seconder = alias(accounts, 'seconder');

function dateRange(q: TProposalListQuery): SQL[] {
  const where: SQL[] = [];
  if (q.from) where.push(gte(proposals.proposedAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(proposals.proposedAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  return where;
}

/**
 * Every match or every sourcing offer, newest first, with status and the parties' company names
 * (admin view). "Expired" is a pending one whose job spec (or a match's candidate) is closed.
 */
export async function listProposals(
  ctx: AppContext,
  options: { kind: ProposalKind; query: TProposalListQuery },
): Promise<ProposalListRow[]> {
  const { kind, query: q } = options;
  // A sourcing offer has no candidate: only its job spec decides.
  const isOpen = sql`(${openListing(jobs)} AND ${or(sql`${proposals.candidateId} IS NULL`, openListing(candidates))})`;
  const where = [eq(proposals.kind, kind), ...dateRange(q)];
  if (q.status === 'expired') where.push(sql`NOT ${isOpen}`, eq(proposals.status, 'proposed'));
  else if (q.status === 'proposed') where.push(eq(proposals.status, 'proposed'), isOpen);
  else if (q.status) where.push(eq(proposals.status, q.status));
  const rows: ProposalListRow[] = await ctx.db
    .select({
      proposal: proposals,
      jobTitle: jobs.jobTitle,
      candidateTitle: candidates.candidateTitle,
      isOpen: sql<boolean>`${isOpen}`,
      proposerCompany: proposer.company,
      seconderCompany: seconder.company,
    })
    .from(proposals)
    .innerJoin(jobs, eq(jobs.id, proposals.jobId))
    .leftJoin(candidates, eq(candidates.id, proposals.candidateId))
    .innerJoin(proposer, eq(proposer.id, proposals.proposerId))
    .innerJoin(seconder, eq(seconder.id, proposals.seconderId))
    .where(and(...where))
    .orderBy(desc(proposals.proposedAt))
    .limit(LIMIT);
  return rows;
}
