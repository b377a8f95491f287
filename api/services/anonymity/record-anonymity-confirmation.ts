import type { Tx } from '../../db/transaction';
import { anonymityConfirmations } from '../../db/schema';
import type { FindingKind } from '../../../shared/anonymity';
import type { ListingKind } from '../../../shared/lookups';
import { recordAudit } from '../activity/record-activity';

/** A member's "I checked: this does not identify anyone" on a save with warnings (the route decided it is needed). */
export type AnonymityConfirmation = {
  /** Who ticked it: the poster, or an administrator editing the listing. */
  confirmedBy: string;
  /** The keyed hashes of every warning of the save (services/anonymity/hash-warnings.ts). */
  warningHashes: string[];
  kinds: FindingKind[];
};

/**
 * Records the confirmation on the listing (one row per listing, replaced) and in the audit log
 * ('listing.anonymity-confirmed', with the warning kinds and how many), in the save's transaction.
 * No text is kept.
 */
export async function recordAnonymityConfirmation(
  tx: Tx,
  options: {
    listing: { kind: ListingKind; id: string; ownerId: string; reference: string };
    confirmation: AnonymityConfirmation;
    at: Date;
  },
): Promise<void> {
  const { listing, confirmation, at } = options;
  const kinds = [...new Set(confirmation.kinds)];
  const values = {
    ownerId: listing.ownerId,
    confirmedBy: confirmation.confirmedBy,
    warningHashes: confirmation.warningHashes,
    kinds,
    warnings: confirmation.warningHashes.length,
    confirmedAt: at,
  };
  await tx.db
    .insert(anonymityConfirmations)
    .values({ listingKind: listing.kind, listingId: listing.id, ...values })
    .onConflictDoUpdate({
      target: [anonymityConfirmations.listingKind, anonymityConfirmations.listingId],
      set: values,
    });
  await recordAudit(tx, {
    actorId: confirmation.confirmedBy,
    action: 'listing.anonymity-confirmed',
    targetType: listing.kind,
    targetId: listing.id,
    details: { reference: listing.reference, kinds, warnings: values.warnings },
  });
}
