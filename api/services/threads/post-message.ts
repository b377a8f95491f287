import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { Account } from '../../domain/rows';
import type { LoadedThread, ThreadMessageRow } from '../../domain/thread';
import { insertMessage } from './insert-message';

/** A party's message in a thread the caller has authorized them to write in (authorizeThread 'write'). */
export async function postMessage(
  ctx: AppContext,
  options: { loaded: LoadedThread; author: Account; body: string },
): Promise<ThreadMessageRow> {
  return withTransaction(ctx, (tx) => insertMessage(tx, options));
}
