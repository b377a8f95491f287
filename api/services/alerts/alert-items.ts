import { PACKAGES, lookupName, locationLabel } from '../../../shared/lookups';
import { isJobRow, titleOf, type ListingRow } from '../listings/listing-tables';

/** A listing as one line of an alert or digest mail (no owner identity). */
export function alertItem(row: ListingRow) {
  return {
    kind: isJobRow(row) ? ('job' as const) : ('candidate' as const),
    reference: row.reference,
    title: titleOf(row),
    location: row.locations.map(locationLabel).filter(Boolean).join('; ') || row.countryOther,
    package: lookupName(PACKAGES, row.packageId) ?? '',
    uid: row.id,
  };
}
