/** POST /api/listing-links/:token/extend: what the one-tap link extended, for the page that used it. */
export type ListingLinkExtended = {
  listing: { kind: 'job' | 'candidate'; uid: string; reference: string; title: string; expiresAt: string };
};
