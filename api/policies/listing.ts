/** Who may do what with a listing. Small pure functions, unit-tested in a table. */
import type { Account } from '../domain/rows';
import { isHiringCompany } from './account';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { HIRING_COMPANY_TYPE_ID, type ListingKind } from '../../shared/lookups';
import { MESSAGES, TITLES } from '../../shared/messages';
import { isClosed, isOpen } from '../../shared/rules/listing';
import { isJobRow, type ListingRow, type ListingSummaryRow } from '../domain/rows';

const isOwner = (user: Account, row: ListingRow) => row.ownerId === user.id;
// Who is a hiring company is the account policy's answer; listings ask it often enough to re-export it.
export { isHiringCompany };
/** A job spec posted by a hiring company: its save rules stay a hiring company's whoever edits it. */
export const isHiringCompanyListing = (row: ListingSummaryRow) =>
  isJobRow(row) && row.companyType === HIRING_COMPANY_TYPE_ID;

/**
 * Listed: open, its owner not offboarded and in good standing (`ownerListedUntil`, kept by the
 * database from the owner's account and the standing rule: open-listing.ts `listedListing` is the
 * same test in SQL). Only listed listings are found, seen, proposed on or sourced by other
 * members; any other is treated as closed — a lapsed poster is invisible, not refused, so nobody
 * learns that this anonymous member lapsed.
 */
export function isListed(
  row: Pick<ListingRow, 'createdAt' | 'expiresAt' | 'ownerOffboarded' | 'ownerListedUntil'>,
  now = new Date(),
): boolean {
  return (
    !row.ownerOffboarded &&
    isOpen(row.createdAt, row.expiresAt, now) &&
    (row.ownerListedUntil === null || row.ownerListedUntil.getTime() >= now.getTime())
  );
}

/** Listed listings are visible to every member; any other only to the owner and admins. */
export function canViewListing(user: Account, row: ListingRow, now = new Date()): boolean {
  return isOwner(user, row) || user.isAdmin || isListed(row, now);
}

/** The owner and admins manage a listing; a closed one is kept as a record, never changed again. */
export function canManageListing(user: Account, row: ListingRow): boolean {
  return isOwner(user, row) || user.isAdmin;
}

export function canEditListing(user: Account, row: ListingRow): boolean {
  return canManageListing(user, row) && !isClosed(row.createdAt, row.expiresAt);
}

export const canExtendListing = canEditListing;
export const canCloseListing = canEditListing;

export function canCreateListing(user: Account, kind: ListingKind): boolean {
  return kind === 'job' || !isHiringCompany(user);
}

/** Propose a match on someone else's listed listing (the viewer picks one of theirs later). */
export function canProposeOn(user: Account, row: ListingRow, now = new Date()): boolean {
  return !isOwner(user, row) && !isHiringCompany(user) && isListed(row, now);
}

export function canSourceFor(user: Account, row: ListingRow, now = new Date()): boolean {
  return isJobRow(row) && row.sourcing && canProposeOn(user, row, now);
}

/**
 * Propose a match with one's own listing (the suggestions' Propose button): the owner,
 * not a hiring company, while the listing is listed. Admins see suggestions but propose nothing.
 */
export function canProposeWith(user: Account, row: ListingRow, now = new Date()): boolean {
  return isOwner(user, row) && !isHiringCompany(user) && isListed(row, now);
}

/** A listing's suggested matches are its owner's and the admins' only; anyone else gets 404. */
export function authorizeListingSuggestions(user: Account, row: ListingRow): void {
  if (!canManageListing(user, row)) throw listingNotFound(isJobRow(row) ? 'job' : 'candidate');
}

export type ListingAction = 'view' | 'edit' | 'extend' | 'close';

/** "Not found", in the words of the listing's kind: what anyone gets who may not know it exists. */
export function listingNotFound(kind: ListingKind): NotFoundError {
  return kind === 'job'
    ? new NotFoundError(MESSAGES.jobNotFound, TITLES.jobNotFound)
    : new NotFoundError(MESSAGES.candidateNotFound, TITLES.candidateNotFound);
}

/**
 * Throws unless `user` may do `action` to the listing: 404 when they may not even see it (its
 * existence stays private), 403 when they see it but do not manage it, 409 when it is closed and
 * the action would change its fields. Extending or closing a closed listing is refused by the
 * service's conditional UPDATE instead (two clicks at once cannot both pass a check made here).
 */
export function authorizeListing(user: Account, action: ListingAction, row: ListingRow, now = new Date()): void {
  if (!canViewListing(user, row, now)) throw listingNotFound(isJobRow(row) ? 'job' : 'candidate');
  if (action === 'view') return;
  if (!canManageListing(user, row)) throw new ForbiddenError(`You can only ${action} your own listings.`);
  if (action === 'edit' && !canEditListing(user, row)) throw new ConflictError('A closed listing cannot be edited.');
}

/** Throws 403 when the account may not post this kind of listing (a hiring company, candidates). */
export function authorizeListingCreate(user: Account, kind: ListingKind): void {
  if (!canCreateListing(user, kind)) throw new ForbiddenError('Hiring companies cannot post candidates.');
}
