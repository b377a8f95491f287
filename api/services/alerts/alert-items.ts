import { PACKAGES, lookupName, locationLabel } from '../../../shared/lookups';
import { isJobRow, titleOf, type ListingRow } from '../listings/listing-tables';

/** A listing as one line of an alert or digest mail (no owner identity). */
export function alertItem(row: ListingRow) {
  return {
    kind: isJobRow(row) ? ('job' as const) : ('candidate' as const),
    reference: row.reference,
    title: titleOf(row),
    // As the listing's locationName shows it: the places, then the Country Name of International/Other.
    location: [row.locations.map(locationLabel).filter(Boolean).join('; '), row.countryOther].filter(Boolean).join(', '),
    package: lookupName(PACKAGES, row.packageId) ?? '',
    uid: row.id,
  };
}
