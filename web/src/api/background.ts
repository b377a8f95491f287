/**
 * The calls the service worker makes too (Background Sync posts offline drafts: offline/draft-sync.ts):
 * who is signed in, and posting a listing under an Idempotency-Key. No React and no query cache
 * here, so the service worker's bundle carries only the HTTP client.
 */
import { api } from './client';
import { LISTING_PATH } from './listing-search';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/http-headers';
import type { ListingKind } from '../../../shared/lookups';
import type { MeResponse } from '../../../shared/types/account';
import type { ListingCreated } from '../../../shared/types/listings';

/**
 * GET /api/me: the uid of the account this browser is signed in as (401 for a visitor). The page's
 * own `fetchMe` (api/me.ts) is the same call; it is kept there so the entry does not carry this module.
 */
export async function fetchSignedInUid(): Promise<string> {
  return (await api.get<MeResponse>('/me')).account.uid;
}

/**
 * POST /api/jobs or /api/candidates with `idempotencyKey`: however often it is sent, one listing
 * (201 with the same listing when an earlier post with the key made it).
 */
export function postListingOnce(kind: ListingKind, body: unknown, idempotencyKey: string): Promise<ListingCreated> {
  return api.post<ListingCreated>(LISTING_PATH[kind], body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}
