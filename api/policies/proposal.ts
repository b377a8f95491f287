/** Who may see and answer a match proposal or sourcing offer (spec §6). */
import type { Account } from '../auth/passport';
import type { ViewerRole } from '../../shared/types/matches';

type Proposal = { proposerId: string; seconderId: string; status: string };

/** The viewer's role, or null for anyone else (who learns nothing about it). */
export function viewerRole(user: Account, proposal: Proposal): ViewerRole | null {
  if (user.id === proposal.proposerId) return 'proposer';
  if (user.id === proposal.seconderId) return 'seconder';
  if (user.isAdmin) return 'admin';
  return null;
}

/** Only the seconder answers, once, while neither listing is closed; admins act on nothing. */
export function canRespond(user: Account, proposal: Proposal, isExpired: boolean): boolean {
  return user.id === proposal.seconderId && proposal.status === 'proposed' && !isExpired;
}

/** Contact details go only to the two parties, and only after approval. */
export function canSeeContacts(user: Account, proposal: Proposal): boolean {
  return proposal.status === 'approved' && (user.id === proposal.proposerId || user.id === proposal.seconderId);
}
