import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { threadMessages } from '../../db/schema';
import type { Account } from '../../domain/rows';
import type { LoadedWebhookSubject } from '../../domain/webhook';
import { now } from '../../clock';
import { canSeeApproverRecord, canSeeEarlierListings, canSeeProposerPaymentRecord } from '../../policies/proposal';
import { listCandidateDuplicates } from '../candidates/list-candidate-duplicates';
import { loadPaymentRecord } from '../payment-record/load-payment-record';
import { loadResponsiveness } from '../responsiveness/load-responsiveness';
import { loadDeal } from '../deals/load-deal';
import { loadDealTimeline } from '../deals/load-deal-timeline';
import { findListing } from '../listings/find-listing';
import { loadProposal } from '../proposals/load-proposal';
import { loadThread } from '../threads/load-thread';
import type { WebhookSubject } from './queue-webhook-event';

/**
 * What a webhook event is about, loaded as the app's own routes load it (the job then authorizes
 * the member as those routes do and presents it with their presenters). null: gone since.
 */
export async function loadWebhookSubject(
  ctx: AppContext,
  subject: WebhookSubject,
  viewer: Account,
): Promise<LoadedWebhookSubject> {
  switch (subject.type) {
    case 'proposal': {
      // As GET /api/matches/:uid (and /api/sourcing/:uid) loads it for this viewer.
      const loaded = await loadProposal(ctx.db, { uid: subject.id, kind: subject.kind });
      if (!loaded) return { ...subject, loaded, extras: {} };
      const { proposal } = loaded;
      const extras = {
        ...(canSeeApproverRecord(viewer, proposal)
          ? { approverReceived: await loadResponsiveness(ctx.db, { accountId: proposal.seconderId, at: now() }) }
          : {}),
        ...(canSeeProposerPaymentRecord(viewer, proposal)
          ? { proposerOwed: await loadPaymentRecord(ctx.db, { accountId: proposal.proposerId }) }
          : {}),
        ...(canSeeEarlierListings(viewer, loaded) && loaded.candidate
          ? { earlierListings: await listCandidateDuplicates(ctx, loaded.candidate.id) }
          : {}),
      };
      return { ...subject, loaded, extras };
    }
    case 'deal': {
      const loaded = await loadDeal(ctx.db, { uid: subject.id });
      const timeline = loaded ? await loadDealTimeline(ctx.db, { loaded, withNotes: false }) : null;
      return { type: 'deal', stage: subject.stage, loaded, timeline };
    }
    case 'listing':
      return { ...subject, found: await findListing(ctx, { kind: subject.kind, uid: subject.id }) };
    case 'message': {
      const loaded = await loadThread(ctx.db, { uid: subject.threadId });
      const [message] = loaded
        ? await ctx.db
            .select()
            .from(threadMessages)
            .where(and(eq(threadMessages.id, subject.id), eq(threadMessages.threadId, subject.threadId)))
        : [];
      return { type: 'message', loaded, message: message ?? null };
    }
    case 'test':
      return subject;
  }
}
