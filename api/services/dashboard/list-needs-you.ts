/**
 * What waits for one member, for the dashboard's "Needs you" list, first-run checklist and weekly
 * proposals chart (docs/dashboard.md): in ONE statement, each part a small index read of the
 * member's own rows (proposals by seconder/proposer, deals by party, listings by owner, notes by
 * member), so opening the dashboard costs one round trip more, whatever the member has.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { now } from '../../clock';
import { addCalendarDays, saDateOf, saStartOf, type IsoDate } from '../../../shared/rules/business-days';
import { CLOSED_STAGES } from '../../../shared/rules/deal';
import { SUGGESTION_NOTE_HEADING } from '../suggestions/notify-strong-suggestions';
import {
  CHART_WEEKS,
  EXPIRING_WITHIN_DAYS,
  ROWS_PER_KIND,
  SUGGESTION_DAYS,
  type DealTodoRow,
  type ExpiringListingRow,
  type NeedsYou,
  type PaymentDueRow,
  type SuggestionNoteRow,
  type WaitingProposalRow,
  type WeekCountRow,
} from '../../domain/dashboard';

/** The Monday on or before an SA date (weeks start on Monday in South Africa). */
export function mondayOf(date: IsoDate): IsoDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addCalendarDays(date, -((weekday + 6) % 7));
}

const closedStages = sql.join(
  CLOSED_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
);

export async function listNeedsYou(ctx: AppContext, options: { viewer: Account }): Promise<NeedsYou> {
  const me = options.viewer.id;
  const at = now();
  const today = saDateOf(at);
  const firstWeek = addCalendarDays(mondayOf(today), -7 * (CHART_WEEKS - 1));
  const soon = new Date(at.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000);
  const suggestionsSince = new Date(at.getTime() - SUGGESTION_DAYS * 86_400_000);
  // The SA date of a proposal: timestamps are UTC instants, South Africa is UTC+2 all year.
  const saDay = sql`((p.proposed_at + interval '2 hours') AT TIME ZONE 'UTC')::date`;
  const atParam = sql`${at.toISOString()}::timestamptz`;
  const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
    SELECT
      (SELECT coalesce(json_agg(w), '[]') FROM (
        SELECT p.id, p.kind,
          CASE WHEN j.owner_id = ${me} THEN j.reference ELSE c.reference END AS reference,
          CASE WHEN j.owner_id = ${me} THEN j.job_title ELSE c.candidate_title END AS title,
          p.answer_by AS "answerBy"
        FROM proposals p
        JOIN jobs j ON j.id = p.job_id
        LEFT JOIN candidates c ON c.id = p.candidate_id
        WHERE p.seconder_id = ${me} AND p.status = 'proposed'
          AND (p.answer_by IS NULL OR p.answer_by >= ${today}::date)
          AND j.expires_at >= ${atParam} AND j.expires_at >= j.created_at
          AND (c.id IS NULL OR (c.expires_at >= ${atParam} AND c.expires_at >= c.created_at))
        ORDER BY p.answer_by NULLS LAST, p.proposed_at
        LIMIT ${ROWS_PER_KIND}) w) AS waiting,
      (SELECT coalesce(json_agg(t), '[]') FROM (
        SELECT d.id, j.reference, j.job_title AS title, d.job_owner_id = ${me} AS "isJobOwner",
          d.fee_percent IS NOT NULL AS "hasFee"
        FROM deals d
        JOIN proposals p ON p.id = d.proposal_id
        JOIN jobs j ON j.id = p.job_id
        WHERE (d.job_owner_id = ${me} OR d.partner_id = ${me})
          AND d.terms_frozen_at IS NULL AND d.stage NOT IN (${closedStages})
          AND (d.fee_percent IS NOT NULL OR d.job_owner_id = ${me})
          AND NOT EXISTS (SELECT 1 FROM deal_terms_acceptances a WHERE a.deal_id = d.id AND a.account_id = ${me})
        ORDER BY d.created_at
        LIMIT ${ROWS_PER_KIND}) t) AS terms,
      (SELECT coalesce(json_agg(pay), '[]') FROM (
        SELECT d.id, j.reference, j.job_title AS title, d.fee_rand AS "feeRand", d.split_percent AS "splitPercent",
          d.payment_due_date AS "paymentDueDate"
        FROM deals d
        JOIN proposals p ON p.id = d.proposal_id
        JOIN jobs j ON j.id = p.job_id
        WHERE d.job_owner_id = ${me} AND d.stage = 'client_paid'
        ORDER BY d.payment_due_date NULLS LAST
        LIMIT ${ROWS_PER_KIND}) pay) AS payments,
      (SELECT coalesce(json_agg(e ORDER BY e."expiresAt"), '[]') FROM (
        (SELECT id, 'job' AS kind, reference, job_title AS title, expires_at AS "expiresAt" FROM jobs
          WHERE owner_id = ${me} AND NOT owner_offboarded AND expires_at >= ${atParam}
            AND expires_at >= created_at AND expires_at < ${soon.toISOString()}::timestamptz
          ORDER BY expires_at LIMIT ${ROWS_PER_KIND})
        UNION ALL
        (SELECT id, 'candidate', reference, candidate_title, expires_at FROM candidates
          WHERE owner_id = ${me} AND NOT owner_offboarded AND expires_at >= ${atParam}
            AND expires_at >= created_at AND expires_at < ${soon.toISOString()}::timestamptz
          ORDER BY expires_at LIMIT ${ROWS_PER_KIND})) e) AS expiring,
      (SELECT coalesce(json_agg(s), '[]') FROM (
        SELECT id, message, link, created_at AS "createdAt" FROM notes
        WHERE user_id = ${me} AND heading = ${SUGGESTION_NOTE_HEADING} AND NOT is_read AND NOT is_deleted
          AND created_at >= ${suggestionsSince.toISOString()}::timestamptz
        ORDER BY created_at DESC
        LIMIT ${ROWS_PER_KIND}) s) AS suggestions,
      (SELECT coalesce(json_agg(wk), '[]') FROM (
        SELECT (${saDay} - ${firstWeek}::date) / 7 AS week,
          count(*) FILTER (WHERE p.proposer_id = ${me})::int AS sent,
          count(*) FILTER (WHERE p.seconder_id = ${me})::int AS received
        FROM proposals p
        WHERE (p.proposer_id = ${me} OR p.seconder_id = ${me})
          AND p.proposed_at >= ${saStartOf(firstWeek).toISOString()}::timestamptz AND p.proposed_at <= ${atParam}
        GROUP BY 1) wk) AS weeks,
      EXISTS (SELECT 1 FROM jobs WHERE owner_id = ${me})
        OR EXISTS (SELECT 1 FROM candidates WHERE owner_id = ${me}) AS "hasListing",
      EXISTS (SELECT 1 FROM proposals WHERE proposer_id = ${me}) AS "hasProposal"
  `);
  const row = rows[0] ?? {};
  return {
    today,
    firstWeek,
    waiting: (row.waiting ?? []) as WaitingProposalRow[],
    terms: (row.terms ?? []) as DealTodoRow[],
    payments: (row.payments ?? []) as PaymentDueRow[],
    expiring: (row.expiring ?? []) as ExpiringListingRow[],
    suggestions: (row.suggestions ?? []) as SuggestionNoteRow[],
    weeks: ((row.weeks ?? []) as WeekCountRow[]).filter((w) => w.week >= 0 && w.week < CHART_WEEKS),
    hasListing: row.hasListing === true,
    hasProposal: row.hasProposal === true,
  };
}
