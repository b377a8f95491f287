/**
 * Webhooks: who manages an endpoint (its owner only; anyone else, administrators too, gets 404),
 * who is sent events (a member who may sign in and is in standing), and whether the member may
 * still see what an event is about — asked of the same policies as the app's own routes, so a
 * payload never carries what the member could not open in the app.
 */
import type { Account } from '../domain/rows';
import { NotFoundError } from '../errors';
import type { LoadedWebhookSubject } from '../domain/webhook';
import { WEBHOOK_MESSAGES } from '../../shared/rules/webhook';
import { isCounterpartInStanding } from './account';
import { authorizeDeal } from './deal';
import { authorizeListing } from './listing';
import { authorizeProposal } from './proposal';
import { authorizeThread, type Standing } from './thread';

export function canManageWebhook(user: Account, row: { accountId: string }): boolean {
  return row.accountId === user.id;
}

export function authorizeWebhook<R extends { accountId: string }>(user: Account, row: R | undefined): asserts row is R {
  if (!row || !canManageWebhook(user, row)) throw new NotFoundError(WEBHOOK_MESSAGES.notFound, 'Webhook not found');
}

/**
 * Offboarded, not activated, erased, due for deletion or lapsed (while the good-standing rule is
 * on): no deliveries at all, test events included. Checked at each delivery.
 */
export function mayReceiveWebhooks(account: Account, standing: Standing): boolean {
  if (!account.isActive || account.isDeleted || account.erasedAt) return false;
  return isCounterpartInStanding(account, standing.settings, standing.at);
}

/** May the member open what the event is about, as the matching route would let them? */
export function maySeeWebhookSubject(viewer: Account, subject: LoadedWebhookSubject, standing: Standing): boolean {
  try {
    switch (subject.type) {
      case 'proposal':
        authorizeProposal(viewer, 'view', subject.loaded, subject.kind);
        return true;
      case 'deal':
        authorizeDeal(viewer, 'view', subject.loaded);
        return subject.timeline !== null;
      case 'listing':
        if (!subject.found) return false;
        authorizeListing(viewer, 'view', subject.found.row, standing.at);
        return true;
      case 'message':
        authorizeThread(viewer, 'view', subject.loaded, standing);
        return subject.message !== null;
      case 'test':
        return true;
    }
  } catch {
    return false;
  }
}
