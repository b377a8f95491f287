/**
 * A webhook event's body: `{ type, timestamp, data }` (the Standard Webhooks envelope). `data` is
 * what the member would get from the app's own route for the subject, made by that route's
 * presenter for them as the viewer — GET /api/matches/:uid (or /api/sourcing/:uid), GET
 * /api/deals/:uid, GET /api/jobs/:uid (or candidates), GET /api/threads/:uid with the new message —
 * so the anonymity rules of the app hold here by construction: no contact card before approval.
 */
import type { Account } from '../domain/rows';
import type { LoadedWebhookSubject } from '../domain/webhook';
import type { Standing } from '../policies/thread';
import { presentDealResponse } from './deal';
import { presentListingResponse } from './listing';
import { presentProposalResponse } from './proposal';
import { presentThreadMessage, presentThreadResponse } from './thread';
import { saDateOf } from '../../shared/rules/business-days';
import type { WebhookEventType } from '../../shared/rules/webhook';

export type WebhookEventBody = { type: WebhookEventType; timestamp: string; data: object };

/** Call only after policies/webhook.ts maySeeWebhookSubject said yes. */
export function presentWebhookEventData(
  subject: LoadedWebhookSubject,
  viewer: Account,
  context: { standing: Standing; undoSeconds: number; endpointUid: string },
): object {
  const { standing } = context;
  switch (subject.type) {
    case 'proposal':
      return presentProposalResponse(subject.loaded!, viewer, { standing, ...subject.extras });
    case 'deal':
      return {
        stage: subject.stage,
        ...presentDealResponse(subject.loaded!, viewer, {
          timeline: subject.timeline!,
          today: saDateOf(standing.at),
          now: standing.at,
          undoSeconds: context.undoSeconds,
        }),
      };
    case 'listing': {
      const { row, ownerEmail } = subject.found!;
      return presentListingResponse(row, viewer, { uid: row.ownerId, email: ownerEmail });
    }
    case 'message':
      return {
        ...presentThreadResponse(subject.loaded!, viewer, standing),
        message: presentThreadMessage(subject.message!, viewer),
      };
    case 'test':
      return { webhook: { uid: context.endpointUid }, message: 'A test event from Recruiter Connect.' };
  }
}

export function presentWebhookEvent(type: WebhookEventType, occurredAt: string, data: object): WebhookEventBody {
  return { type, timestamp: occurredAt, data };
}
