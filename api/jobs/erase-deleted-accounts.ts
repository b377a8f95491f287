import { and, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { now as clockNow } from '../clock';
import { loadMemberForUpdate } from '../services/admin/member-change';
import { eraseAccount } from '../services/accounts/erase-account';
import { isDeletionDue } from '../../shared/rules/account-deletion';
import { ZEraseDeletedAccountsPayload } from './queues';

/**
 * "Delete my account": erases every member whose deletion is due at the app clock's now
 * (or the payload's `now`) and not yet erased, one transaction each (services/accounts/erase-account.ts).
 * Daily; idempotent: an erased member is never picked again, and a run that stopped half-way
 * resumes with the members it had not reached. A member who cancelled meanwhile is skipped under
 * the row lock. Returns the ids erased.
 */
export async function handleEraseDeletedAccounts(ctx: AppContext, data: unknown): Promise<string[]> {
  const payload = ZEraseDeletedAccountsPayload.parse(data);
  const at = payload?.now ? new Date(payload.now) : clockNow();
  const due = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(lte(accounts.deletionDueAt, at), isNull(accounts.erasedAt)))
    .orderBy(accounts.deletionDueAt);
  const erased: string[] = [];
  for (const { id } of due) {
    const isErased = await withTransaction(ctx, async (tx) => {
      const member = await loadMemberForUpdate(tx, id);
      if (member.erasedAt !== null || !isDeletionDue(member, at)) return false;
      await eraseAccount(tx, { member, at });
      return true;
    });
    if (isErased) erased.push(id);
  }
  ctx.logger.info({ erased: erased.length }, 'erase deleted accounts');
  return erased;
}
