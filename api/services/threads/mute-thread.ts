import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { threads } from '../../db/schema';
import type { Account } from '../../domain/rows';
import type { LoadedThread } from '../../domain/thread';
import { now } from '../../clock';

/** A party mutes (or unmutes) the thread for themselves: no note, push or mail about its new messages. */
export async function muteThread(
  ctx: AppContext,
  options: { loaded: LoadedThread; member: Account; muted: boolean },
): Promise<LoadedThread> {
  const { loaded, member, muted } = options;
  const column = member.id === loaded.thread.askerId ? 'askerMutedAt' : 'ownerMutedAt';
  const [thread] = await ctx.db
    .update(threads)
    .set({ [column]: muted ? now() : null })
    .where(eq(threads.id, loaded.thread.id))
    .returning();
  return { ...loaded, thread: thread! };
}
