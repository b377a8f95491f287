/**
 * Match proposals and sourcing offers as one viewer may see them. Contact cards are added only
 * for the two parties of an approved proposal while both are in good standing; listing panels
 * never carry owner identity.
 */
import type { Account } from '../domain/rows';
import { canRespond, canSeeContacts, viewerRole } from '../policies/proposal';
import type { LoadedMatch, LoadedOffer } from '../services/matching/load-proposal';
import { partyContact } from '../services/matching/effects';
import type { CandidatePanel, JobPanel, MatchView, SourcingView } from '../../shared/types/matches';
import type { ListingRow } from '../domain/rows';
import { presentListing } from './listing';

function panel(row: ListingRow, viewer: Account): JobPanel | CandidatePanel {
  // Present as a non-admin stranger would see it, then drop what a panel never shows.
  const {
    abilities: _abilities,
    owner: _owner,
    isMine: _isMine,
    ...rest
  } = presentListing(row, { ...viewer, isAdmin: false });
  return rest;
}

export function presentMatch(loaded: LoadedMatch, viewer: Account): MatchView {
  const { match } = loaded;
  const role = viewerRole(viewer, match)!;
  const parties = { proposer: loaded.proposer, seconder: loaded.seconder };
  const isAllowed = canRespond(viewer, match, { isExpired: loaded.isExpired, parties });
  return {
    uid: match.id,
    status: match.status,
    isExpired: loaded.isExpired,
    proposed: match.proposedAt.toISOString(),
    seconded: match.secondedAt?.toISOString() ?? null,
    jReference: match.jReference,
    cReference: match.cReference,
    job: panel(loaded.job, viewer) as JobPanel,
    candidate: panel(loaded.candidate, viewer) as CandidatePanel,
    viewerRole: role,
    ...(canSeeContacts(viewer, match, parties)
      ? { contacts: { proposer: partyContact(loaded.proposer), seconder: partyContact(loaded.seconder) } }
      : {}),
    abilities: { canApprove: isAllowed, canDecline: isAllowed },
  };
}

export function presentOffer(loaded: LoadedOffer, viewer: Account): SourcingView {
  const { offer } = loaded;
  const role = viewerRole(viewer, offer)!;
  const parties = { proposer: loaded.proposer, seconder: loaded.seconder };
  const isAllowed = canRespond(viewer, offer, { isExpired: loaded.isExpired, parties });
  return {
    uid: offer.id,
    status: offer.status,
    isExpired: loaded.isExpired,
    proposed: offer.proposedAt.toISOString(),
    seconded: offer.secondedAt?.toISOString() ?? null,
    jReference: offer.jReference,
    job: panel(loaded.job, viewer) as JobPanel,
    viewerRole: role,
    offeringCompany: loaded.proposer.company?.trim() || '-',
    ...(canSeeContacts(viewer, offer, parties)
      ? { contacts: { proposer: partyContact(loaded.proposer), seconder: partyContact(loaded.seconder) } }
      : {}),
    abilities: { canApprove: isAllowed, canDecline: isAllowed },
  };
}
