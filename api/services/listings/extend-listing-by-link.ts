import { and, eq, gte, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { hashToken, newToken } from '../../auth/tokens';
import { accounts, listingLinks } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ListingRow } from '../../domain/rows';
import { NotFoundError } from '../../errors';
import { authorizeNetworkUse } from '../../policies/account';
import { loadSettings } from '../settings/read-settings';
import { extendListing } from './extend-listing';
import { findListing } from './find-listing';
import type { ListingKind } from '../../../shared/lookups';

export const LINK_INVALID_TITLE = 'Extension link invalid';
export const LINK_INVALID_MESSAGE =
  'This extension link has expired or was already used. Log in to extend your listing from its page.';

/**
 * Makes a one-tap "Extend 7 days" link for a listing's owner: a random token of which
 * only the SHA-256 is kept; it extends this listing only, once, until the listing's expiry as it
 * is now. Returns the token for the mail and the push, in the caller's transaction.
 */
export async function createExtendLink(
  tx: Tx,
  options: { kind: ListingKind; listingId: string; ownerId: string; expiresAt: Date },
): Promise<string> {
  const token = newToken();
  await tx.db.insert(listingLinks).values({
    tokenHash: hashToken(token),
    listingKind: options.kind,
    listingId: options.listingId,
    accountId: options.ownerId,
    action: 'extend',
    expiresAt: options.expiresAt,
  });
  return token;
}

/**
 * POST /api/listing-links/:token/extend: no session, the token is the authority. Unknown, used or
 * expired → 404 (one answer for all, so a guess learns nothing); the owner must still own the
 * listing and be in good standing (checked before the link is used up); the link is
 * claimed in one conditional UPDATE (two taps: one extension), then the listing is extended by the
 * same service as its Extend button (409 when it was closed meanwhile, and the link stays unused).
 */
export async function extendListingByLink(
  ctx: AppContext,
  options: { token: string; at: Date },
): Promise<{ kind: ListingKind; row: ListingRow }> {
  const { at } = options;
  const invalid = () => new NotFoundError(LINK_INVALID_MESSAGE, LINK_INVALID_TITLE);
  if (options.token.length < 20 || options.token.length > 200) throw invalid();
  const tokenHash = hashToken(options.token);
  const usable = and(
    eq(listingLinks.tokenHash, tokenHash),
    eq(listingLinks.action, 'extend'),
    isNull(listingLinks.usedAt),
    gte(listingLinks.expiresAt, at),
  );
  const [link] = await ctx.db.select().from(listingLinks).where(usable);
  if (!link) throw invalid();
  const found = await findListing(ctx, { kind: link.listingKind, uid: link.listingId });
  if (!found || found.row.ownerId !== link.accountId || found.row.ownerOffboarded) throw invalid();
  const [owner] = await ctx.db.select().from(accounts).where(eq(accounts.id, link.accountId));
  if (!owner || owner.isDeleted) throw invalid();
  authorizeNetworkUse(owner, await loadSettings(ctx), at);
  // One transaction: a refused extension (409, the listing closed meanwhile) rolls the claim back,
  // so a link is used up only by an extension that happened.
  const row = await withTransaction(ctx, async (tx) => {
    const claimed = await tx.db.update(listingLinks).set({ usedAt: at }).where(usable).returning();
    if (claimed.length === 0) throw invalid();
    return extendListing(ctx, { row: found.row, tx });
  });
  return { kind: link.listingKind, row };
}
