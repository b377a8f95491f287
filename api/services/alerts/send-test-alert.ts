import { arrayOverlaps, desc, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { candidates, jobs } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { enqueueMail } from '../../mail/enqueue-mail';
import { recordAudit } from '../activity/record-activity';
import { alertItem } from './alert-items';
import { listedListing, type ListingTable } from '../listings/open-listing';
import { findMember } from '../admin/find-member';
import { MEMBER_NOT_FOUND } from '../admin/member-change';

/**
 * candidateAlertsTest: an admin sends a member a sample alert built from the newest open
 * listings in the member's categories (or the newest overall), marked as a test.
 */
export async function sendTestAlert(ctx: AppContext, options: { admin: Account; uid: string }): Promise<Account> {
  const member = await findMember(ctx, { uid: options.uid });
  if (!member) throw new NotFoundError(...MEMBER_NOT_FOUND);
  if (member.isDeleted) throw new ConflictError('An offboarded member receives no alerts.', 'Action not possible');

  // Open, and not an offboarded member's (those have left the network).
  const inCategories = (t: ListingTable) =>
    member.categories.length
      ? sql`${listedListing(t)} AND ${arrayOverlaps(t.categories, member.categories)}`
      : listedListing(t);
  const rows = [
    ...(await ctx.db.select().from(jobs).where(inCategories(jobs)).orderBy(desc(jobs.createdAt)).limit(3)),
    ...(await ctx.db
      .select()
      .from(candidates)
      .where(inCategories(candidates))
      .orderBy(desc(candidates.createdAt))
      .limit(3)),
  ];
  if (rows.length === 0)
    throw new ConflictError('There are no open listings to put in a test alert yet.', 'Action not possible');

  await withTransaction(ctx, async (tx) => {
    await enqueueMail(tx, 'listing-alert', member.email, { items: rows.map(alertItem), isTest: true });
    await recordAudit(tx, {
      actorId: options.admin.id,
      action: 'test-alert',
      targetType: 'account',
      targetId: member.id,
    });
  });
  return member;
}
