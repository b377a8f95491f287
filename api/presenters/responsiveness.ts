/**
 * Responsiveness records as they leave the server: one's own exact, another member's coarsened
 * (shared/rules/responsiveness.ts) so the figures cannot link that member's anonymous listings.
 * Each comes with the sentence the screens show under it.
 */
import { coarsenResponsiveness, describeResponsiveness } from '../../shared/rules/responsiveness';
import type {
  ListingOwnerResponsivenessResponse,
  ResponsivenessRecord,
  ResponsivenessResponse,
} from '../../shared/types/responsiveness';

/** GET /api/me/responsiveness. */
export function presentOwnResponsiveness(record: ResponsivenessRecord): ResponsivenessResponse {
  return { record, summary: describeResponsiveness(record) };
}

/** GET /api/{jobs,candidates}/:uid/responsiveness: the listing owner's record as others see it. */
export function presentOwnerResponsiveness(record: ResponsivenessRecord): ListingOwnerResponsivenessResponse {
  const coarse = coarsenResponsiveness(record);
  return { record: coarse, summary: describeResponsiveness(coarse) };
}
