/**
 * The administrators' lists of match proposals and sourcing offers (GET /api/admin/matches and
 * /api/admin/sourcing): status, dates, references, titles and the parties' company names.
 */
import type { ProposalListRow } from '../domain/proposal';
import type { ProposalList } from '../../shared/types/admin';
import type { ProposalListItem } from '../../shared/types/matches';

/** "Expired" is a pending one whose job spec (or a match's candidate) is closed. */
export function presentProposalListItem(row: ProposalListRow): ProposalListItem {
  const { proposal } = row;
  return {
    uid: proposal.id,
    kind: proposal.kind,
    status: proposal.status,
    isExpired: proposal.status === 'proposed' && !row.isOpen,
    proposed: proposal.proposedAt.toISOString(),
    seconded: proposal.secondedAt?.toISOString() ?? null,
    answerBy: proposal.answerBy,
    jReference: proposal.jReference,
    cReference: proposal.cReference,
    jobTitle: row.jobTitle,
    candidateTitle: row.candidateTitle,
    proposerCompany: row.proposerCompany ?? '-',
    seconderCompany: row.seconderCompany ?? '-',
  };
}

export function presentProposalList(rows: ProposalListRow[]): ProposalList {
  return { items: rows.map(presentProposalListItem), next: null, total: rows.length };
}
