import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { threadMessages } from '../../db/schema';
import type { LoadedWebhookSubject } from '../../domain/webhook';
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
export async function loadWebhookSubject(ctx: AppContext, subject: WebhookSubject): Promise<LoadedWebhookSubject> {
  switch (subject.type) {
    case 'proposal':
      return { ...subject, loaded: await loadProposal(ctx.db, { uid: subject.id, kind: subject.kind }) };
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
