import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { pastClients } from '../../db/schema';
import { clientPhrase } from '../../../shared/anonymity/phrases';
import { keyedHash } from '../candidates/identifier-hash';

/** The keyed hash of a client's name as the employer history keeps and compares it. */
export const pastClientHash = (ctx: AppContext, phrase: string): string => keyedHash(ctx, 'client-name', phrase);

/**
 * Remembers a job spec's `clientName` in its poster's employer history, as a keyed hash only (and
 * its number of words): named in a later listing's text, it is an employer warning. In the
 * caller's transaction (the listing's save); a name already known is left as it was.
 */
export async function recordPastClient(
  ctx: AppContext,
  db: Db,
  options: { accountId: string; clientName: string | undefined },
): Promise<void> {
  const name = options.clientName ? clientPhrase(options.clientName) : null;
  if (!name) return;
  await db
    .insert(pastClients)
    .values({ accountId: options.accountId, hash: pastClientHash(ctx, name.phrase), words: name.words })
    .onConflictDoNothing();
}
