import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { extendPushActions } from '../../push/actions';
import { createExtendLink } from '../listings/extend-listing-by-link';
import { LISTING_TABLES } from '../listings/listing-tables';
import { openListing } from '../listings/open-listing';
import { createNotes } from '../notes/create-note';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';
import { claimReminder } from './claim-reminder';
import { LISTING_EXTENSION_DAYS } from '../../../shared/constants';
import { saDateOf } from '../../../shared/rules/business-days';
import { formatAnswerBy } from '../../../shared/rules/proposal-deadline';
import type { ListingKind } from '../../../shared/lookups';

/** The owner is told this long before a listing expires. */
export const LISTING_EXPIRY_NOTICE_DAYS = 3;

const NOUN: Record<ListingKind, { name: string; heading: string; path: string }> = {
  job: { name: 'job spec', heading: 'Job Spec', path: '/jobs' },
  candidate: { name: 'candidate', heading: 'Candidate', path: '/candidates' },
};

/**
 * Listings never lapse by accident (docs/deadlines.md): each open listing of a member in
 * good standing that expires within 3 days gets its owner a note, a push with "Extend 7 days" and
 * a mail with the same one-tap link — once per expiry (the key names the expiry, so a listing
 * extended since is told again 3 days before its new one).
 */
export async function sweepListingExpiries(ctx: AppContext, at: Date): Promise<string[]> {
  const told: string[] = [];
  const horizon = new Date(at.getTime() + LISTING_EXPIRY_NOTICE_DAYS * 86_400_000);
  for (const kind of ['job', 'candidate'] as const) {
    const { table, title } = LISTING_TABLES[kind];
    const rows = await ctx.db
      .select({
        id: table.id,
        reference: table.reference,
        title,
        expiresAt: table.expiresAt,
        ownerId: accounts.id,
        ownerEmail: accounts.email,
      })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.ownerId))
      .where(
        and(
          openListing(table, at),
          lte(table.expiresAt, horizon),
          sql`NOT ${table.ownerOffboarded}`,
          eq(accounts.isActive, true),
          eq(accounts.isDeleted, false),
        ),
      );
    for (const listing of rows) {
      const key = `listing:${kind}:${listing.id}:${listing.expiresAt.toISOString()}:expiring`;
      const didTell = await withTransaction(ctx, async (tx) => {
        if (!(await claimReminder(tx, key))) return false;
        const token = await createExtendLink(tx, {
          kind,
          listingId: listing.id,
          ownerId: listing.ownerId,
          expiresAt: listing.expiresAt,
        });
        const expires = formatAnswerBy(saDateOf(listing.expiresAt));
        await createNotes(tx, [
          {
            userId: listing.ownerId,
            heading: `${NOUN[kind].heading} - Expiring`,
            message: `Your ${NOUN[kind].name} ${listing.reference} (${listing.title}) expires on ${expires}. Extend it by ${LISTING_EXTENSION_DAYS} days to keep it listed.`,
            link: `${NOUN[kind].path}/${listing.id}`,
            actions: extendPushActions(token, LISTING_EXTENSION_DAYS),
            actionsAreSecret: true,
          },
        ]);
        await queueWebhookEvent(tx, {
          accountId: listing.ownerId,
          type: 'listing.expiring',
          subject: { type: 'listing', kind, id: listing.id },
        });
        await enqueueMail(tx, 'listing-expiring', listing.ownerEmail, {
          kind,
          uid: listing.id,
          reference: listing.reference,
          title: listing.title,
          expiresAt: listing.expiresAt.toISOString(),
          token,
          extensionDays: LISTING_EXTENSION_DAYS,
        });
        return true;
      });
      if (didTell) told.push(listing.id);
    }
  }
  return told;
}
