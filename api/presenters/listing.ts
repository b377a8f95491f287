/**
 * Listings as a viewer may see them: every field of spec “Entities and their fields”, derived display names and ages,
 * and the viewer's abilities. The poster's identity is included only for administrators.
 */
import type { Account } from '../domain/rows';
import { canAdminister } from '../policies/account';
import { canCloseListing, canEditListing, canExtendListing, canProposeOn, canSourceFor } from '../policies/listing';
import { isJobRow, titleOf, type ListingRow, type ListingSummaryRow } from '../domain/rows';
import {
  CATEGORIES,
  EQUITIES,
  GENDERS,
  HIRING_COMPANY_TYPE_ID,
  NATURES,
  PACKAGES,
  SECTORS,
  displayNames,
  locationLabel,
  lookupName,
} from '../../shared/lookups';
import { daysToExpiry, isClosed, isExpired, isNewListing, listingAge } from '../../shared/rules/listing';
import type {
  ListingCreated,
  ListingResponse,
  ListingSearchResult,
  ListingSummary,
  ListingView,
} from '../../shared/types/listings';
import type { CandidateDuplicateRow, CreatedListing } from '../domain/rows';
import { presentCandidateDuplicate } from './candidate-duplicate';

export type OwnerInfo = { uid: string; email: string };

export function presentListingSummary(
  row: ListingSummaryRow,
  viewer: Account,
  owner?: OwnerInfo,
  now = new Date(),
): ListingSummary {
  const isJob = isJobRow(row);
  const withOther = (names: string, other: string) => (other ? `${names}${names ? ', ' : ''}${other}` : names);
  return {
    uid: row.id,
    kind: isJob ? 'job' : 'candidate',
    reference: row.reference,
    title: titleOf(row),
    created: row.createdAt.toISOString(),
    expiry: row.expiresAt.toISOString(),
    isClosed: isClosed(row.createdAt, row.expiresAt),
    isExpired: isExpired(row.expiresAt, now),
    // 'New' is news about an open listing; a closed one carries only its Closed state.
    isNew: isNewListing(row.createdAt, now) && !isClosed(row.createdAt, row.expiresAt),
    listingAge: listingAge(row.createdAt, now),
    daysToExpiry: daysToExpiry(row.expiresAt, now),
    isMine: row.ownerId === viewer.id,
    isHiringCompany: isJob && row.companyType === HIRING_COMPANY_TYPE_ID,
    sourcing: isJob && row.sourcing,
    natureName: displayNames(row.natures, NATURES),
    equityName: displayNames(row.equities, EQUITIES),
    sectorName: withOther(displayNames(row.sectors, SECTORS), row.sectorOther),
    categoryName: withOther(displayNames(row.categories, CATEGORIES), row.categoryOther),
    packageName: lookupName(PACKAGES, row.packageId) ?? '',
    // The gender name comes from the gender list (the spec's package-list lookup is a known defect).
    genderName: lookupName(GENDERS, row.genderId) ?? '',
    locationName: withOther(row.locations.map(locationLabel).filter(Boolean).join('; '), row.countryOther),
    // The poster's identity is for administrators only (the account policy says who that is).
    ...(canAdminister(viewer) && owner ? { owner } : {}),
  };
}

export function presentListing(row: ListingRow, viewer: Account, owner?: OwnerInfo, now = new Date()): ListingView {
  const common = {
    ...presentListingSummary(row, viewer, owner, now),
    categories: row.categories,
    categoryOther: row.categoryOther,
    natures: row.natures,
    equities: row.equities,
    genderId: row.genderId,
    packageId: row.packageId,
    locations: row.locations,
    countryOther: row.countryOther,
    qualifications: row.qualifications,
    experience: row.experience,
    sectors: row.sectors,
    sectorOther: row.sectorOther,
    additional: row.additional,
    abilities: {
      canEdit: canEditListing(viewer, row),
      canExtend: canExtendListing(viewer, row),
      canClose: canCloseListing(viewer, row),
      canPropose: canProposeOn(viewer, row, now),
      canSource: canSourceFor(viewer, row, now),
    },
  };
  if (isJobRow(row)) {
    return {
      ...common,
      kind: 'job',
      jobTitle: row.jobTitle,
      companyType: row.companyType,
      placementFee: row.placementFee,
      sourcing: row.sourcing,
    };
  }
  // The poster's consent declaration (POPIA): for the owner and administrators only.
  const mayReadConsent = row.ownerId === viewer.id || canAdminister(viewer);
  return {
    ...common,
    kind: 'candidate',
    candidateTitle: row.candidateTitle,
    ...(mayReadConsent ? { consent: row.consentDate ? { given: true as const, date: row.consentDate } : null } : {}),
  };
}

/** One page of a search: the tiles (an administrator's with their poster), the cursor and the count. */
export function presentListingSearchResult(
  result: {
    rows: Array<{ row: ListingSummaryRow; ownerEmail: string | null }>;
    next: string | null;
    total: number;
    isTotalCapped: boolean;
  },
  viewer: Account,
): ListingSearchResult {
  return {
    items: result.rows.map(({ row, ownerEmail }) =>
      presentListingSummary(row, viewer, ownerEmail ? { uid: row.ownerId, email: ownerEmail } : undefined),
    ),
    next: result.next,
    total: result.total,
    isTotalCapped: result.isTotalCapped,
  };
}

/**
 * { listing } as one viewer may see it. `duplicates`: a flagged candidate's twin listings, for
 * administrators (the route loads them only for one); `alreadyListed`: the poster's own save's
 * duplicate check, when it ran.
 */
export function presentListingResponse(
  row: ListingRow,
  viewer: Account,
  owner: OwnerInfo | undefined,
  extras: { duplicates?: CandidateDuplicateRow[]; alreadyListed?: boolean } = {},
): ListingResponse {
  const listing = presentListing(row, viewer, owner);
  if (extras.duplicates && listing.kind === 'candidate')
    listing.duplicates = extras.duplicates.map(presentCandidateDuplicate);
  return { listing, ...(extras.alreadyListed === undefined ? {} : { alreadyListed: extras.alreadyListed }) };
}

/** POST /api/{jobs|candidates} (201): the new listing's uid and reference, and the duplicate check's finding. */
export function presentListingCreated(created: CreatedListing): ListingCreated {
  return {
    uid: created.id,
    reference: created.reference,
    ...(created.alreadyListed === undefined ? {} : { alreadyListed: created.alreadyListed }),
  };
}
