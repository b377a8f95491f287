/**
 * The buttons of the push notifications that can be acted on (web/src/sw.ts performs them).
 * Approval is never a button: it reveals contact details, so it goes through the view.
 */
import type { ProposalKind } from '../domain/proposal';
import type { PushAction } from '../../shared/types/push';

const COLLECTION: Record<ProposalKind, string> = { match: 'matches', sourcing: 'sourcing' };

/** A proposal waiting for its recipient's answer: View, and Decline from the notification. */
export function proposalPushActions(kind: ProposalKind, uid: string): PushAction[] {
  const url = `/${kind}/proposal/${uid}`;
  return [
    { action: 'view', title: 'View', url },
    { action: 'decline', title: 'Decline', url, post: `/api/${COLLECTION[kind]}/${uid}/decline` },
  ];
}

/** A listing about to expire: extend it by its single-use link (no session needed). */
export function extendPushActions(token: string, days: number): PushAction[] {
  return [
    {
      action: 'extend',
      title: `Extend ${days} days`,
      url: `/listing-links/${encodeURIComponent(token)}`,
      post: `/api/listing-links/${encodeURIComponent(token)}/extend`,
    },
  ];
}
