/** Side effects shared by match and sourcing services, all written in the caller's transaction. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { accounts, analyticsEvents, auditLog, usageEvents } from '../../db/schema';
import type { AnalyticsEvent } from '../../../shared/constants';
import type { PartyContact } from '../../../shared/types/matches';

type Usage = typeof usageEvents.$inferInsert;

export async function recordUsage(tx: Tx, rows: Usage[]): Promise<void> {
  await tx.db.insert(usageEvents).values(rows);
}

export async function recordAnalytics(tx: Tx, name: AnalyticsEvent, accountId: string): Promise<void> {
  await tx.db.insert(analyticsEvents).values({ name, accountId });
}

export async function recordAudit(
  tx: Tx,
  entry: { actorId: string; action: string; targetType: string; targetId: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.db.insert(auditLog).values(entry);
}

const dash = (value: string | null | undefined) => (value && value.trim() ? value.trim() : '-');

/** The contact card revealed to the other party of an approved match or offer ('-' for blanks). */
export function partyContact(account: typeof accounts.$inferSelect): PartyContact {
  const fullname = [account.firstname, account.lastname].filter((p) => p && p.trim()).join(' ');
  return {
    fullname: dash(fullname),
    company: dash(account.company),
    title: dash(account.title),
    website: dash(account.website),
    email: dash(account.email),
    cellphone: dash(account.cellphone),
  };
}

export async function emailOf(tx: Tx, accountId: string): Promise<string> {
  const [row] = await tx.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  return row!.email;
}
