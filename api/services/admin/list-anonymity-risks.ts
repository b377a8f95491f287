import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { ConfirmedWarningRow, RefusingMemberRow } from '../../domain/rows';
import { ANONYMITY_OFTEN_REFUSED as OFTEN_REFUSED } from '../../../shared/constants';

const LIMIT = 100;

/**
 * The admin console's anonymity risks: the listings whose warnings were confirmed, newest
 * confirmation first, and the members with at least OFTEN_REFUSED.minRefusals saves refused for a
 * blocking finding in the last OFTEN_REFUSED.days days, most first. At most 100 of each. No text.
 */
export async function listAnonymityRisks(
  ctx: AppContext,
  options: { at: Date },
): Promise<{ confirmed: ConfirmedWarningRow[]; refusing: RefusingMemberRow[] }> {
  const since = new Date(options.at.getTime() - OFTEN_REFUSED.days * 86_400_000);
  const confirmed = await ctx.db.execute<{
    kind: 'job' | 'candidate';
    id: string;
    reference: string;
    title: string;
    owner_id: string;
    owner_name: string | null;
    owner_company: string | null;
    kinds: string[];
    warnings: number;
    confirmed_at: Date | string;
    by_owner: boolean;
  }>(sql`
    SELECT c.listing_kind AS kind, c.listing_id AS id,
           coalesce(j.reference, cd.reference) AS reference,
           coalesce(j.job_title, cd.candidate_title) AS title,
           c.owner_id, nullif(trim(concat_ws(' ', a.firstname, a.lastname)), '') AS owner_name,
           a.company AS owner_company, c.kinds, c.warnings, c.confirmed_at,
           (c.confirmed_by IS NOT DISTINCT FROM c.owner_id) AS by_owner
      FROM anonymity_confirmations c
      JOIN accounts a ON a.id = c.owner_id
      LEFT JOIN jobs j ON c.listing_kind = 'job' AND j.id = c.listing_id
      LEFT JOIN candidates cd ON c.listing_kind = 'candidate' AND cd.id = c.listing_id
     WHERE coalesce(j.id, cd.id) IS NOT NULL
     ORDER BY c.confirmed_at DESC
     LIMIT ${LIMIT}`);
  const refusing = await ctx.db.execute<{
    id: string;
    name: string | null;
    company: string | null;
    refusals: number;
    kinds: string[];
    last_at: Date | string;
  }>(sql`
    WITH counted AS (
      SELECT account_id, finding_kind, count(*)::int AS n, max(created_at) AS last_at
        FROM anonymity_refusals WHERE created_at >= ${since.toISOString()}
       GROUP BY account_id, finding_kind
    )
    SELECT a.id, nullif(trim(concat_ws(' ', a.firstname, a.lastname)), '') AS name, a.company,
           sum(counted.n)::int AS refusals,
           array_agg(counted.finding_kind ORDER BY counted.n DESC, counted.finding_kind) AS kinds,
           max(counted.last_at) AS last_at
      FROM counted JOIN accounts a ON a.id = counted.account_id
     GROUP BY a.id
    HAVING sum(counted.n) >= ${OFTEN_REFUSED.minRefusals}
     ORDER BY refusals DESC, last_at DESC
     LIMIT ${LIMIT}`);
  return {
    confirmed: confirmed.rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      reference: row.reference,
      title: row.title,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      ownerCompany: row.owner_company,
      kinds: row.kinds,
      warnings: row.warnings,
      confirmedAt: new Date(row.confirmed_at),
      isConfirmedByOwner: row.by_owner,
    })),
    refusing: refusing.rows.map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      refusals: row.refusals,
      kinds: row.kinds,
      lastAt: new Date(row.last_at),
    })),
  };
}
