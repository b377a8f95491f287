import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { accounts, candidates, deals, jobs, proposals } from '../../db/schema';
import type { DealListRow } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { addCalendarDays, saStartOf } from '../../../shared/rules/business-days';
import { CLOSED_STAGES } from '../../../shared/rules/deal';
import type { TDealListQuery } from '../../../shared/schemas/deal';

const LIMIT = 1000;
const jobOwner = alias(accounts, 'job_owner');
const partner = alias(accounts, 'partner');

/**
 * The viewer's deals (as either party), or every deal for an admin; most recently changed first.
 * Filters: a stage, open or closed, referred to the committee or not, created between two South
 * African dates.
 */
export async function listDeals(
  ctx: AppContext,
  options: { viewer: Account; query: TDealListQuery },
): Promise<DealListRow[]> {
  const { viewer, query: q } = options;
  const where: SQL[] = [];
  if (!viewer.isAdmin) where.push(or(eq(deals.jobOwnerId, viewer.id), eq(deals.partnerId, viewer.id))!);
  if (q.stage) where.push(eq(deals.stage, q.stage));
  if (q.status === 'open') where.push(notInArray(deals.stage, [...CLOSED_STAGES]));
  if (q.status === 'closed') where.push(inArray(deals.stage, [...CLOSED_STAGES]));
  if (q.disputed === 'true') where.push(isNotNull(deals.disputedAt));
  if (q.disputed === 'false') where.push(isNull(deals.disputedAt));
  if (q.proposal) where.push(eq(deals.proposalId, q.proposal));
  if (q.from) where.push(gte(deals.createdAt, saStartOf(q.from)));
  if (q.to) where.push(lt(deals.createdAt, saStartOf(addCalendarDays(q.to, 1))));
  return ctx.db
    .select({
      deal: deals,
      kind: proposals.kind,
      jReference: proposals.jReference,
      cReference: proposals.cReference,
      jobTitle: jobs.jobTitle,
      candidateTitle: candidates.candidateTitle,
      jobOwner: {
        firstname: jobOwner.firstname,
        lastname: jobOwner.lastname,
        company: jobOwner.company,
        erasedAt: jobOwner.erasedAt,
        deletionDueAt: jobOwner.deletionDueAt,
      },
      partner: {
        firstname: partner.firstname,
        lastname: partner.lastname,
        company: partner.company,
        erasedAt: partner.erasedAt,
        deletionDueAt: partner.deletionDueAt,
      },
    })
    .from(deals)
    .innerJoin(proposals, eq(proposals.id, deals.proposalId))
    .innerJoin(jobs, eq(jobs.id, proposals.jobId))
    .leftJoin(candidates, eq(candidates.id, proposals.candidateId))
    .innerJoin(jobOwner, eq(jobOwner.id, deals.jobOwnerId))
    .innerJoin(partner, eq(partner.id, deals.partnerId))
    .where(and(...where))
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(LIMIT);
}
