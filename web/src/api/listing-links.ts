/** The one-tap "Extend 7 days" link of a listing's expiry notice: POST /api/listing-links/:token/extend. */
import { api } from './client';
import type { ListingLinkExtended } from '../../../shared/types/listing-links';

/** Each token is sent once per page load, however often the screen mounts (StrictMode, remounts). */
const sent = new Map<string, Promise<ListingLinkExtended>>();

export function extendByLink(token: string): Promise<ListingLinkExtended> {
  let pending = sent.get(token);
  if (!pending) {
    pending = api.post<ListingLinkExtended>(`/listing-links/${encodeURIComponent(token)}/extend`);
    sent.set(token, pending);
  }
  return pending;
}
