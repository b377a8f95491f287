/** Who may do what with a listing. Small pure functions, unit-tested in a table. */
import type { Account } from '../domain/rows';
import { HIRING_COMPANY_TYPE_ID, type ListingKind } from '../../shared/lookups';
import { isClosed, isOpen } from '../../shared/rules/listing';
import { isJobRow, type ListingRow } from '../domain/rows';

const isOwner = (user: Account, row: ListingRow) => row.ownerId === user.id;
export const isHiringCompany = (user: Account) => user.companyType === HIRING_COMPANY_TYPE_ID;

/**
 * Listed: open, and its owner is not offboarded. Only listed listings are found, seen, proposed
 * on or sourced by other members; an offboarded member's listing is treated as closed.
 */
export function isListed(
  row: Pick<ListingRow, 'createdAt' | 'expiresAt' | 'ownerOffboarded'>,
  now = new Date(),
): boolean {
  return !row.ownerOffboarded && isOpen(row.createdAt, row.expiresAt, now);
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
