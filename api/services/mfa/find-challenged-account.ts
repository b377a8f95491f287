import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import type { Account } from '../../domain/rows';

/** The account whose password was accepted and whose code is awaited (the session's challenge). */
export async function findChallengedAccount(ctx: AppContext, options: { id: string }): Promise<Account | null> {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, options.id));
  return account ?? null;
}
