import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { accounts, candidates, jobs, matches, sourcingOffers } from '../../db/schema';
import type { ProposalListItem } from '../../../shared/types/matches';
import { ZIsoDateSchema } from '../../../shared/schemas/dates';

const date = ZIsoDateSchema;
export const ZProposalQuery = z.strictObject({
  status: z
    .enum(['proposed', 'approved', 'declined', 'withdrawn', 'expired'], { error: 'The status is not valid.' })
    .optional(),
  from: date.optional(),
  to: date.optional(),
});
export type TProposalQuery = z.infer<typeof ZProposalQuery>;

const LIMIT = 1000;
const proposer = alias(accounts, 'proposer');
const seconder = alias(accounts, 'seconder');
const openSql = (t: typeof jobs | typeof candidates) =>
  sql`(${t.expiresAt} >= now() AND ${t.expiresAt} >= ${t.createdAt})`;

function dateRange(column: typeof matches.proposedAt | typeof sourcingOffers.proposedAt, q: TProposalQuery): SQL[] {
  const where: SQL[] = [];
  if (q.from) where.push(gte(column, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(column, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  return where;
}

/** Every match, newest first, with status and the parties' company names (admin view). */
export async function listMatches(ctx: AppContext, q: TProposalQuery): Promise<ProposalListItem[]> {
  const isOpen = sql`(${openSql(jobs)} AND ${openSql(candidates)})`;
  const where = dateRange(matches.proposedAt, q);
  if (q.status === 'expired') where.push(sql`NOT ${isOpen}`, eq(matches.status, 'proposed'));
  else if (q.status === 'proposed') where.push(eq(matches.status, 'proposed'), isOpen);
  else if (q.status) where.push(eq(matches.status, q.status));
  const rows = await ctx.db
    .select({
      m: matches,
      jobTitle: jobs.jobTitle,
      candidateTitle: candidates.candidateTitle,
      isOpen: sql<boolean>`${isOpen}`,
      proposerCompany: proposer.company,
      seconderCompany: seconder.company,
    })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .innerJoin(candidates, eq(candidates.id, matches.candidateId))
    .innerJoin(proposer, eq(proposer.id, matches.proposerId))
    .innerJoin(seconder, eq(seconder.id, matches.seconderId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(matches.proposedAt))
    .limit(LIMIT);
  return rows.map((r) => ({
    uid: r.m.id,
    kind: 'match',
    status: r.m.status,
    isExpired: r.m.status === 'proposed' && !r.isOpen,
    proposed: r.m.proposedAt.toISOString(),
    seconded: r.m.secondedAt?.toISOString() ?? null,
    jReference: r.m.jReference,
    cReference: r.m.cReference,
    jobTitle: r.jobTitle,
    candidateTitle: r.candidateTitle,
    proposerCompany: r.proposerCompany ?? '-',
    seconderCompany: r.seconderCompany ?? '-',
  }));
}

/** Every sourcing offer, newest first (admin view). */
export async function listOffers(ctx: AppContext, q: TProposalQuery): Promise<ProposalListItem[]> {
  const isOpen = openSql(jobs);
  const where = dateRange(sourcingOffers.proposedAt, q);
  if (q.status === 'expired') where.push(sql`NOT ${isOpen}`, eq(sourcingOffers.status, 'proposed'));
  else if (q.status === 'proposed') where.push(eq(sourcingOffers.status, 'proposed'), isOpen);
  else if (q.status) where.push(eq(sourcingOffers.status, q.status));
  const rows = await ctx.db
    .select({
      o: sourcingOffers,
      jobTitle: jobs.jobTitle,
      isOpen: sql<boolean>`${isOpen}`,
      proposerCompany: proposer.company,
      seconderCompany: seconder.company,
    })
    .from(sourcingOffers)
    .innerJoin(jobs, eq(jobs.id, sourcingOffers.jobId))
    .innerJoin(proposer, eq(proposer.id, sourcingOffers.proposerId))
    .innerJoin(seconder, eq(seconder.id, sourcingOffers.seconderId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(sourcingOffers.proposedAt))
    .limit(LIMIT);
  return rows.map((r) => ({
    uid: r.o.id,
    kind: 'sourcing',
    status: r.o.status,
    isExpired: r.o.status === 'proposed' && !r.isOpen,
    proposed: r.o.proposedAt.toISOString(),
    seconded: r.o.secondedAt?.toISOString() ?? null,
    jReference: r.o.jReference,
    cReference: null,
    jobTitle: r.jobTitle,
    candidateTitle: null,
    proposerCompany: r.proposerCompany ?? '-',
    seconderCompany: r.seconderCompany ?? '-',
  }));
}
