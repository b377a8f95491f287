/** What the one-tap "Extend 7 days" link answers: the listing it extended, for the page that used it. */
import { titleOf, type ListingRow } from '../domain/rows';
import type { ListingKind } from '../../shared/lookups';
import type { ListingLinkExtended } from '../../shared/types/listing-links';

export function presentListingLinkExtended(kind: ListingKind, row: ListingRow): ListingLinkExtended {
  return {
    listing: {
      kind,
      uid: row.id,
      reference: row.reference,
      title: titleOf(row),
      expiresAt: row.expiresAt.toISOString(),
    },
  };
}
