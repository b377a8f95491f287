/**
 * Offline drafts, the pure parts: which answers refuse a draft for good, how a
 * draft's state reads in the Drafts list, and the texts of its toasts. No IndexedDB, no React.
 */
import { SENDING_STALE_MS, type Draft, type DraftKind, type DraftState } from '../../offline/drafts';
import type { BadgeTone } from '../../components/ui/Badge';

/**
 * An answer that will not change if the same body is posted again: a 4xx, except a session that
 * ended (401), a timeout (408) and too many requests (429), which are retried later. No answer
 * (status 0, offline) and 5xx are retried too.
 */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/**
 * The state to show: a claim older than SENDING_STALE_MS belongs to a sender that is gone (a tab
 * closed mid-request) and will be taken over, so the draft reads as waiting again.
 */
export function shownState(draft: Pick<Draft, 'state' | 'sendingSince'>, now = Date.now()): DraftState {
  if (draft.state === 'sending' && (draft.sendingSince === null || now - draft.sendingSince > SENDING_STALE_MS))
    return 'waiting';
  return draft.state;
}

/** The badge a draft shows in the Drafts list. */
export function draftStateBadge(state: DraftState, isOnline: boolean): { label: string; tone: BadgeTone } {
  switch (state) {
    case 'sending':
      return { label: 'Sending…', tone: 'brand' };
    case 'refused':
      return { label: 'Refused', tone: 'danger' };
    default:
      return { label: isOnline ? 'Waiting to send' : 'Waiting for connection', tone: 'alert' };
  }
}

const NOUN: Record<DraftKind, string> = { job: 'job spec', candidate: 'candidate' };

/** The title a draft is listed under: its title, or what it is while it has none. */
export function draftTitle(kind: DraftKind, title: string): string {
  const trimmed = title.trim();
  return trimmed || `Untitled ${NOUN[kind]}`;
}

export const DRAFT_TEXTS = {
  savedHeader: 'Saved as a draft',
  saved: (kind: DraftKind) =>
    `You are offline. This ${NOUN[kind]} is kept on this device and will be posted when you are back online.`,
  postedHeader: 'Draft posted',
  posted: (count: number) => (count === 1 ? 'Your draft was posted.' : `Your ${count} drafts were posted.`),
  discardHeader: 'Discard this draft?',
  discard: (title: string) => `“${title}” will be deleted from this device. This cannot be undone.`,
  discardedHeader: 'Draft discarded',
  discarded: 'The draft was deleted from this device.',
  refusedLead: 'The server refused it:',
  editingRefused: 'This draft was refused. Change it and save to send it again.',
} as const;
