import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { dealEvents, deals } from '../../db/schema';
import type { ProposalRow } from '../../domain/proposal';
import type { JobRow } from '../../domain/rows';
import { now } from '../../clock';
import { DEAL_TERMS_VERSION, normaliseFeePercent } from '../../../shared/rules/deal';

/**
 * The deal an approval opens, in the approval's own transaction: the job owner (who
 * holds the client) and the other party, stage Introduced, the terms in force now — the
 * hiring-company job's placement fee % (then not editable), or none until the job owner enters
 * one; the 50/50 split, guarantee, payment, non-approach and effective-cause defaults from the
 * columns' defaults (shared/rules/deal.ts DEAL_DEFAULTS). One deal per proposal (unique index).
 */
export async function createDeal(tx: Tx, options: { proposal: ProposalRow; job: JobRow }): Promise<string> {
  const { proposal, job } = options;
  const at = now();
  const partnerId = proposal.proposerId === job.ownerId ? proposal.seconderId : proposal.proposerId;
  const feePercent = normaliseFeePercent(job.placementFee);
  const insertDeal = tx.db
    .insert(deals)
    .values({
      proposalId: proposal.id,
      jobOwnerId: job.ownerId,
      partnerId,
      feePercent,
      isFeeFromJob: feePercent !== null,
      termsVersion: DEAL_TERMS_VERSION,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: deals.id });
  // The deal and its first event in one statement (one round trip on the approval's path).
  const createdAt = dealEvents.createdAt.mapToDriverValue(at);
  const { rows } = await tx.db.execute<{ id: string }>(
    sql`WITH deal AS (${insertDeal.getSQL()})
        INSERT INTO ${dealEvents} (${sql.identifier(dealEvents.dealId.name)}, ${sql.identifier(dealEvents.kind.name)},
          ${sql.identifier(dealEvents.stage.name)}, ${sql.identifier(dealEvents.createdAt.name)})
        SELECT deal.id, ${'created'}, ${'introduced'}, ${createdAt} FROM deal
        RETURNING ${sql.identifier(dealEvents.dealId.name)} AS id`,
  );
  return rows[0]!.id;
}
