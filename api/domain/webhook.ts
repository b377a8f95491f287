/** What a webhook event is about, as loaded for the member it goes to (services/webhooks/load-webhook-subject.ts). */
import type { DealTimelineSource, LoadedDeal } from './deal';
import type { LoadedProposal } from './proposal';
import type { CandidateDuplicateRow, ListingRow } from './rows';
import type { ReceivedProposal } from '../../shared/rules/responsiveness';
import type { OwedDeal } from '../../shared/rules/payment-record';
import type { LoadedThread, ThreadMessageRow } from './thread';

export type LoadedWebhookSubject =
  | {
      type: 'proposal';
      kind: 'match' | 'sourcing';
      loaded: LoadedProposal | null;
      /** What GET /api/matches/:uid loads besides, for this viewer (api/routes/proposals.ts). */
      extras: {
        approverReceived?: readonly ReceivedProposal[];
        proposerOwed?: readonly OwedDeal[];
        earlierListings?: CandidateDuplicateRow[];
      };
    }
  | { type: 'deal'; stage: string; loaded: LoadedDeal | null; timeline: DealTimelineSource | null }
  | { type: 'listing'; kind: 'job' | 'candidate'; found: { row: ListingRow; ownerEmail: string } | null }
  | { type: 'message'; loaded: LoadedThread | null; message: ThreadMessageRow | null }
  | { type: 'test' };
