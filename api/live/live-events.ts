/**
 * What a member's open tabs hear without asking (GET /api/events): a nudge that something of
 * theirs changed, never the thing itself — the tab refetches what it shows through the usual
 * routes, so every rule of who may see what stays in one place. The database says when: triggers
 * NOTIFY on LIVE_CHANNEL when a note is added for a member, a message is written or read in one of
 * their threads, or one of their deals gains an event (migration 0032, `rc_live_notify`), so a
 * change made by any process, a job or psql reaches every web process.
 *
 * The payload is JSON: `{ "a": <account id>, "e": <event>, "d": { … } }`.
 */
export const LIVE_CHANNEL = 'rc_live';

/** `resync`: the stream may have missed events (the database's notifications were lost and are back). */
export type LiveEventName = 'note' | 'message' | 'deal' | 'resync';

export type LiveEvent = { accountId: string; event: LiveEventName; data: Record<string, string> };

const FROM_DATABASE = new Set<LiveEventName>(['note', 'message', 'deal']);

/** The event a notification carries, or null for one this release does not know (it is ignored). */
export function parseLiveNotification(payload: string): LiveEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { a, e, d } = parsed as { a?: unknown; e?: unknown; d?: unknown };
  if (typeof a !== 'string' || typeof e !== 'string' || !FROM_DATABASE.has(e as LiveEventName)) return null;
  const data: Record<string, string> = {};
  if (d && typeof d === 'object')
    for (const [key, value] of Object.entries(d)) if (typeof value === 'string') data[key] = value;
  return { accountId: a, event: e as LiveEventName, data };
}
