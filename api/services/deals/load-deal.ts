import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/pool';
import { accounts, candidates, deals, dealTermsAcceptances, jobs, proposals } from '../../db/schema';
import type { LoadedDeal } from '../../domain/deal';
import { isUuid } from '../../ids';

const jobOwner = alias(accounts, 'job_owner');
const partner = alias(accounts, 'partner');

/**
 * A deal with its proposal, job spec (and a match's candidate) titles, both parties and their
 * acceptances of the terms, or null (unknown or malformed uid). `forUpdate` locks the deal row
 * first, in a statement of its own, so two moves of one deal are judged one after the other.
 */
export async function loadDeal(db: Db, options: { uid: string; forUpdate?: boolean }): Promise<LoadedDeal | null> {
  const { uid } = options;
  if (!isUuid(uid)) return null;
  if (options.forUpdate) await db.select({ id: deals.id }).from(deals).where(eq(deals.id, uid)).for('update');
  const [row] = await db
    .select({
      deal: deals,
      proposal: proposals,
      job: { id: jobs.id, reference: jobs.reference, jobTitle: jobs.jobTitle },
      candidate: { id: candidates.id, reference: candidates.reference, candidateTitle: candidates.candidateTitle },
      jobOwner,
      partner,
    })
    .from(deals)
    .innerJoin(proposals, eq(proposals.id, deals.proposalId))
    .innerJoin(jobs, eq(jobs.id, proposals.jobId))
    .leftJoin(candidates, eq(candidates.id, proposals.candidateId))
    .innerJoin(jobOwner, eq(jobOwner.id, deals.jobOwnerId))
    .innerJoin(partner, eq(partner.id, deals.partnerId))
    .where(eq(deals.id, uid));
  if (!row) return null;
  const acceptances = await db.select().from(dealTermsAcceptances).where(eq(dealTermsAcceptances.dealId, uid));
  return { ...row, candidate: row.candidate?.id ? row.candidate : null, acceptances };
}
