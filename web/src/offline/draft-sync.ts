/**
 * Posting offline drafts, by the page (when the app opens, on the 'online'
 * event, "Send now") and by the service worker (Background Sync, web/src/sw.ts). Each waiting draft
 * is claimed (offline/drafts.ts), posted with its id as the Idempotency-Key, then:
 * - 201: the listing exists (made by this post or an earlier one with the key): the draft goes;
 * - 4xx: refused: the draft keeps the server's { title, message, field } and waits for an edit;
 * - no answer (offline), 5xx, 401/403 of a session that ended: back to 'waiting', tried again later.
 * Every change is announced on the BroadcastChannel 'rc-drafts' so open pages list it at once.
 * No DOM, no React: the service worker imports it too.
 */
import { ApiError } from '../api/client';
import { fetchSignedInUid, postListingOnce } from '../api/background';
import type { ListingCreated } from '../../../shared/types/listings';
import { isFinalRefusal } from '../features/drafts/draft-model';
import { claimDraft, deleteDraft, listDrafts, markDraft, notePosted, type Draft } from './drafts';

export const DRAFTS_CHANNEL = 'rc-drafts';
/** The Background Sync tag the page registers and the service worker answers. */
export const DRAFTS_SYNC_TAG = 'rc-drafts';

/**
 * A post with no answer after this long is given up (the draft is 'waiting' again): a request can
 * hang on a flaky network, and the claim would hold the draft until it went stale. Whether it
 * reached the server does not matter: the next post carries the same Idempotency-Key.
 */
export const SEND_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ApiError(0, 'No answer', 'The server did not answer in time.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

export type DraftsChanged = { type: 'drafts-changed'; account: string; posted: ListingCreated[] };

/** Tells every page of this origin (and this one) that an account's drafts changed. */
export function announceDrafts(account: string, posted: ListingCreated[] = []): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(DRAFTS_CHANNEL);
  const message: DraftsChanged = { type: 'drafts-changed', account, posted };
  channel.postMessage(message);
  channel.close();
}

export type SendOutcome =
  | { result: 'posted'; created: ListingCreated }
  | { result: 'refused'; error: ApiError }
  | { result: 'later' }
  | { result: 'busy' };

/** Posts one draft (when no one else is posting it). */
export async function sendDraft(draft: Draft): Promise<SendOutcome> {
  const claimed = await claimDraft(draft.account, draft.id);
  if (!claimed) return { result: 'busy' };
  announceDrafts(draft.account);
  try {
    const created = await withTimeout(postListingOnce(claimed.kind, claimed.body, claimed.id), SEND_TIMEOUT_MS);
    await deleteDraft(claimed.account, claimed.id);
    await notePosted(claimed.account).catch(() => undefined);
    announceDrafts(claimed.account, [created]);
    return { result: 'posted', created };
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(0, 'You are offline', String(err));
    if (isFinalRefusal(error.status)) {
      await markDraft(claimed.account, claimed.id, {
        state: 'refused',
        refusal: { status: error.status, title: error.title, message: error.message, field: error.field },
      });
      announceDrafts(claimed.account);
      return { result: 'refused', error };
    }
    await markDraft(claimed.account, claimed.id, { state: 'waiting' });
    announceDrafts(claimed.account);
    return { result: 'later' };
  }
}

/** `busy`: drafts another tab or the service worker was sending at that moment. */
export type SendSummary = { posted: ListingCreated[]; refused: number; later: number; busy: number };

/**
 * Posts every waiting draft of the account, oldest first. Stops at the first draft that could not
 * be sent for the network (the rest would fail the same way). `later > 0` tells Background Sync to
 * try again.
 */
export async function sendWaitingDrafts(account: string): Promise<SendSummary> {
  const summary: SendSummary = { posted: [], refused: 0, later: 0, busy: 0 };
  const drafts = await listDrafts(account);
  for (const draft of drafts) {
    if (draft.state === 'refused') continue;
    const outcome = await sendDraft(draft);
    if (outcome.result === 'posted') summary.posted.push(outcome.created);
    else if (outcome.result === 'refused') summary.refused++;
    else if (outcome.result === 'busy') summary.busy++;
    else if (outcome.result === 'later') {
      summary.later =
        drafts.filter((d) => d.state !== 'refused').length - summary.posted.length - summary.refused - summary.busy;
      break;
    }
  }
  return summary;
}

/**
 * The service worker's Background Sync: posts the waiting drafts of the member this browser is
 * signed in as (GET /api/me), never another account's. Rejects while something is left to post for
 * the network, so the browser tries again later; a visitor (401) leaves the drafts for the app.
 */
export async function syncSignedInDrafts(): Promise<void> {
  let account: string;
  try {
    account = await fetchSignedInUid();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return;
    throw err;
  }
  const summary = await sendWaitingDrafts(account);
  // A draft a page was sending may come back to 'waiting' if that send fails: look again later.
  if (summary.later + summary.busy > 0) throw new Error(`${summary.later + summary.busy} draft(s) not sent yet`);
}
