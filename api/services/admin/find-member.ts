import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { isUuid } from '../../ids';

/** One member by id (any state, offboarded included), or null; a malformed id is simply unknown. */
export async function findMember(ctx: AppContext, options: { uid: string }): Promise<Account | null> {
  if (!isUuid(options.uid)) return null;
  const [member] = await ctx.db.select().from(accounts).where(eq(accounts.id, options.uid));
  return member ?? null;
}
