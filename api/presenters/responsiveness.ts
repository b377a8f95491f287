/**
 * Responsiveness records as they leave the server, summarised from the proposals the member
 * received (shared/rules/responsiveness.ts): one's own exact, another member's coarsened so the
 * figures cannot link that member's anonymous listings. Each comes with the sentence the screens
 * show under it.
 */
import {
  coarsenResponsiveness,
  describeResponsiveness,
  summariseResponsiveness,
  type ReceivedProposal,
} from '../../shared/rules/responsiveness';
import type {
  ListingOwnerResponsivenessResponse,
  PublicResponsivenessRecord,
  ResponsivenessResponse,
} from '../../shared/types/responsiveness';

/** GET /api/me/responsiveness. */
export function presentOwnResponsiveness(received: readonly ReceivedProposal[]): ResponsivenessResponse {
  const record = summariseResponsiveness(received);
  return { record, summary: describeResponsiveness(record) };
}

/** Another member's record as others see it: no more precise than its summary. */
export function presentPublicResponsiveness(received: readonly ReceivedProposal[]): PublicResponsivenessRecord {
  return coarsenResponsiveness(summariseResponsiveness(received));
}

/** GET /api/{jobs,candidates}/:uid/responsiveness: the listing owner's record as others see it. */
export function presentOwnerResponsiveness(received: readonly ReceivedProposal[]): ListingOwnerResponsivenessResponse {
  const coarse = presentPublicResponsiveness(received);
  return { record: coarse, summary: describeResponsiveness(coarse) };
}
