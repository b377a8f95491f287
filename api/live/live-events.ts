/**
 * What a member's open tabs hear without asking (GET /api/events): a nudge that something of
 * theirs changed, never the thing itself — the tab refetches what it shows through the usual
 * routes, so every rule of who may see what stays in one place. The database says when: triggers
 * NOTIFY on LIVE_CHANNEL when a note is added for a member, a message is written or read in one of
 * their threads, or one of their deals gains an event (migration 0032, `rc_live_notify`), so a
 * change made by any process, a job or psql reaches every web process.
 *
 * The payload is JSON: `{ "a": <account id>, "e": <event>, "d": { … } }`. Notes are told once per
 * statement (migration 0041): `"a"` is then a list of up to 100 account ids when one statement
 * wrote the notes of several members (a bulk message), so 50,000 notes are 500 notifications.
 */
export const LIVE_CHANNEL = 'rc_live';

/** `resync`: the stream may have missed events (the database's notifications were lost and are back). */
export type LiveEventName = 'note' | 'message' | 'deal' | 'resync';

/** `accountIds`: whose streams hear it (one member, or a statement's many). */
export type LiveEvent = { accountIds: string[]; event: LiveEventName; data: Record<string, string> };

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
  const accountIds =
    typeof a === 'string' ? [a] : Array.isArray(a) ? a.filter((id): id is string => typeof id === 'string') : [];
  if (accountIds.length === 0 || typeof e !== 'string' || !FROM_DATABASE.has(e as LiveEventName)) return null;
  const data: Record<string, string> = {};
  if (d && typeof d === 'object')
    for (const [key, value] of Object.entries(d)) if (typeof value === 'string') data[key] = value;
  return { accountIds, event: e as LiveEventName, data };
}
