/**
 * What every admin change to a member shares: the member row locked for update (an unknown id is
 * 404), the precondition check (409 with a clear message when it does not hold), and the change
 * written with an audit row saying which admin did it.
 */
import { eq } from 'drizzle-orm';
import type { Account } from '../../domain/rows';
import { accounts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAudit } from '../activity/record-activity';
import { isUuid } from '../../ids';

export type MemberChange = Partial<typeof accounts.$inferInsert>;

export const MEMBER_NOT_FOUND = ['That member could not be found.', 'Account not found'] as const;

/** Refuses the action (409 'Action not possible') unless `condition` holds. */
export function requireThat(condition: boolean, message: string): void {
  if (!condition) throw new ConflictError(message, 'Action not possible');
}

export async function loadMemberForUpdate(tx: Tx, uid: string): Promise<Account> {
  if (!isUuid(uid)) throw new NotFoundError(...MEMBER_NOT_FOUND);
  const [member] = await tx.db.select().from(accounts).where(eq(accounts.id, uid)).for('update');
  if (!member) throw new NotFoundError(...MEMBER_NOT_FOUND);
  return member;
}

export async function applyMemberChange(
  tx: Tx,
  options: { member: Account; admin: Account; action: string; change: MemberChange; details?: Record<string, unknown> },
): Promise<Account> {
  const { member, admin, action, change, details } = options;
  const [updated] = await tx.db
    .update(accounts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(accounts.id, member.id))
    .returning();
  await recordAudit(tx, { actorId: admin.id, action, targetType: 'account', targetId: member.id, details });
  return updated!;
}
