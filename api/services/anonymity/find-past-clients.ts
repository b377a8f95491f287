import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pastClients } from '../../db/schema';
import { wordRuns } from '../../../shared/anonymity/phrases';
import { pastClientHash } from './record-past-client';

const NAME_START = /[\p{Lu}\p{N}]/u;

/**
 * The member's past clients named in these texts, as the texts spell them: each run of words whose
 * keyed hash is in the member's employer history (only runs as long as a name they have used). The
 * clear names exist only here, read from the texts being checked, and go to the guard as
 * `knownEmployers` (an employer warning); nothing is stored. One query; none when no text.
 */
export async function findPastClients(
  ctx: AppContext,
  options: { accountId: string; texts: Array<string | null | undefined> },
): Promise<string[]> {
  const texts = options.texts.filter((text): text is string => Boolean(text));
  if (texts.length === 0) return [];
  const rows = await ctx.db
    .select({ hash: pastClients.hash, words: pastClients.words })
    .from(pastClients)
    .where(eq(pastClients.accountId, options.accountId));
  if (rows.length === 0) return [];
  const hashes = new Set(rows.map((row) => row.hash));
  const lengths = new Set(rows.map((row) => row.words));
  const found = new Set<string>();
  for (const text of texts) {
    for (const run of wordRuns(text, lengths)) {
      // The guard counts a known employer only when written as a name (capitalised first word), so
      // only those runs are hashed: a fraction of ordinary prose (docs/anonymity.md).
      if (!NAME_START.test(text.charAt(run.start))) continue;
      if (hashes.has(pastClientHash(ctx, run.phrase))) found.add(text.slice(run.start, run.end));
    }
  }
  return [...found];
}
