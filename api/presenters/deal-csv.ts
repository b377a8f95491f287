/** Deals as a CSV download for admins (GET /api/deals/export.csv), one row per deal. */
import { displayCompany, displayName, type DealListRow } from '../domain/deal';
import { DEAL_STAGE_LABELS, sharesOf } from '../../shared/rules/deal';
import { csvCell } from './member-csv';

const HEADER = [
  'Deal',
  'Kind',
  'Job spec',
  'Candidate',
  'Job title',
  'Job owner',
  'Job owner company',
  'Partner',
  'Partner company',
  'Stage',
  'Opened',
  'Terms final',
  'Fee %',
  'Annual CTC (R)',
  'Fee (R)',
  'Job owner share (R)',
  'Partner share (R)',
  'Start date',
  'Invoice date',
  'Client paid',
  'Partner payment due',
  'Partner paid',
  'Guarantee ends',
  'Fell through reason',
  'Referred to committee',
];

export function presentDealsCsv(rows: readonly DealListRow[]): string {
  const csvCompany = (party: DealListRow['jobOwner']) => (displayCompany(party) === '-' ? '' : displayCompany(party));
  const lines = rows.map(({ deal, ...row }) => {
    const shares = deal.feeRand === null ? null : sharesOf(deal.feeRand, deal.splitPercent);
    return [
      deal.id,
      row.kind === 'match' ? 'Match' : 'Sourcing',
      row.jReference,
      row.cReference ?? '',
      row.jobTitle,
      displayName(row.jobOwner),
      csvCompany(row.jobOwner),
      displayName(row.partner),
      csvCompany(row.partner),
      DEAL_STAGE_LABELS[deal.stage],
      deal.createdAt.toISOString(),
      deal.termsFrozenAt?.toISOString() ?? '',
      deal.feePercent === null ? '' : String(Number(deal.feePercent)),
      deal.ctcRand ?? '',
      deal.feeRand ?? '',
      shares?.jobOwner ?? '',
      shares?.partner ?? '',
      deal.startDate ?? '',
      deal.invoiceDate ?? '',
      deal.clientPaidDate ?? '',
      deal.paymentDueDate ?? '',
      deal.partnerPaidDate ?? '',
      deal.guaranteeEndDate ?? '',
      deal.fellThroughReason ?? '',
      deal.disputedAt?.toISOString() ?? '',
    ]
      .map(csvCell)
      .join(',');
  });
  return [HEADER.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}
