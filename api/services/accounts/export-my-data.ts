import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog, candidates, importMappings, jobs, notes, proposals, pushSubscriptions } from '../../db/schema';
import type { MyDataRows } from '../../domain/my-data';
import type { Account } from '../../domain/rows';
import type { LoadedProposal } from '../../domain/proposal';
import { listDeals } from '../deals/list-deals';
import { loadProposal } from '../proposals/load-proposal';
import { listThreadMessages, listThreads } from '../threads/load-thread';
import { listSavedSearches } from '../saved-searches/saved-searches';
import { listApiTokens } from '../api-tokens/api-tokens';

/**
 * Everything the product holds about the member, as rows: their listings (closed ones too), the
 * proposals they made or received (as loadProposal gives them, for the presenter's visibility rules),
 * the deals they are a party to (also for an admin: only their own), every note (deleted ones too),
 * the audit entries they made or that are about their account, their push subscriptions, and their
 * conversations' messages (theirs and the other party's), and their saved import mappings.
 * Candidate identifier hashes are never loaded.
 */
export async function exportMyData(ctx: AppContext, options: { account: Account }): Promise<MyDataRows> {
  const { account } = options;
  const me = account.id;
  const [
    jobRows,
    candidateRows,
    proposalRefs,
    allDeals,
    noteRows,
    auditRows,
    pushRows,
    savedRows,
    tokenRows,
    mappingRows,
  ] = await Promise.all([
    ctx.db.select().from(jobs).where(eq(jobs.ownerId, me)).orderBy(asc(jobs.createdAt)),
    ctx.db.select().from(candidates).where(eq(candidates.ownerId, me)).orderBy(asc(candidates.createdAt)),
    ctx.db
      .select({ id: proposals.id, kind: proposals.kind })
      .from(proposals)
      .where(or(eq(proposals.proposerId, me), eq(proposals.seconderId, me)))
      .orderBy(asc(proposals.proposedAt)),
    listDeals(ctx, { viewer: account, query: {} }),
    ctx.db.select().from(notes).where(eq(notes.userId, me)).orderBy(desc(notes.createdAt)),
    ctx.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        actorId: auditLog.actorId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(or(eq(auditLog.actorId, me), and(eq(auditLog.targetType, 'account'), eq(auditLog.targetId, me))))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    ctx.db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.accountId, me)),
    listSavedSearches(ctx.db, me),
    listApiTokens(ctx.db, me),
    ctx.db
      .select({
        kind: importMappings.kind,
        columns: importMappings.columns,
        values: importMappings.values,
        updatedAt: importMappings.updatedAt,
      })
      .from(importMappings)
      .where(eq(importMappings.accountId, me))
      .orderBy(asc(importMappings.kind)),
  ]);
  const loaded: LoadedProposal[] = [];
  for (const ref of proposalRefs) {
    const one = await loadProposal(ctx.db, { uid: ref.id, kind: ref.kind });
    if (one) loaded.push(one);
  }
  const threadRows = await listThreads(ctx.db, { accountId: me, limit: 10_000 });
  const threads = [];
  for (const loaded of threadRows)
    threads.push({
      loaded,
      messages: await listThreadMessages(ctx.db, { threadId: loaded.thread.id, limit: 100_000 }),
    });
  return {
    account,
    jobs: jobRows,
    candidates: candidateRows,
    proposals: loaded,
    // An admin's listDeals gives every deal: keep only the member's own.
    deals: allDeals.filter(({ deal }) => deal.jobOwnerId === me || deal.partnerId === me),
    notes: noteRows,
    audit: auditRows.map(({ actorId, ...row }) => ({ ...row, isByMe: actorId === me })),
    pushSubscriptions: pushRows,
    threads,
    savedSearches: savedRows,
    apiTokens: tokenRows,
    importMappings: mappingRows,
  };
}
