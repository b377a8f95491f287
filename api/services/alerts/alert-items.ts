import { PACKAGES, lookupName, locationLabel } from '../../../shared/lookups';
import { isJobRow, titleOf, type ListingRow } from '../../domain/rows';

/** A listing as one line of an alert or digest mail (no owner identity). */
export function alertItem(row: ListingRow) {
  return {
    kind: isJobRow(row) ? ('job' as const) : ('candidate' as const),
    reference: row.reference,
    title: titleOf(row),
    // As the listing's locationName shows it: the places, then the Country Name of International/Other.
    location: [row.locations.map(locationLabel).filter(Boolean).join('; '), row.countryOther]
      .filter(Boolean)
      .join(', '),
    package: lookupName(PACKAGES, row.packageId) ?? '',
    uid: row.id,
    openToSourcing: isJobRow(row) && row.sourcing,
  };
}

/**
 * A job spec open to sourcing offers reaches members who offer candidate sourcing whatever their
 * categories (jobs/listing-alerts.ts); true when that is the only reason this member hears of it,
 * so the mail says why.
 */
export function isSourcingOnlyMatch(row: ListingRow, recipient: { categories: number[] }): boolean {
  return isJobRow(row) && row.sourcing && !row.categories.some((id) => recipient.categories.includes(id));
}
