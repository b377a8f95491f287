/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, strategy injectManifest).
 *
 * - Precaches the app shell (scripts, styles, index.html, icons, manifest) of this build, and
 *   answers every page navigation with the precached index.html, so the app opens offline.
 * - Never touches /api: signed-in answers are not put in Cache Storage (they are kept per account
 *   in IndexedDB by the page, see web/src/offline/query-cache.ts), nor are /dev or /healthz.
 * - A new version waits until the page asks it to take over (SKIP_WAITING from the update banner),
 *   so one tab never mixes two versions.
 * - Web push: shows the payload's title and body; a click focuses an open window (and takes it to
 *   the payload's url) or opens a new one.
 * - Push you can act on: a payload's `actions` become the notification's buttons. One
 *   with `post` is done here — a POST to the API with the member's session cookie (Decline a
 *   proposal, Extend a listing by its link) — and a short notification says it was done; when the
 *   API refuses (already answered, lapsed, signed out, used link) or the network fails, its `url`
 *   is opened instead, where the member sees why. View just opens its `url`.
 * - Background Sync (tag 'rc-drafts'): posts the signed-in member's offline drafts (*   web/src/offline/draft-sync.ts, docs/offline.md).
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DRAFTS_SYNC_TAG, syncSignedInDrafts } from './offline/draft-sync';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/, /^\/healthz$/, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
);

// The first install takes control at once (nothing to mix with); updates wait for SKIP_WAITING.
clientsClaim();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

/** A notification button: opens `url`, or POSTs `post` (an /api path) and opens `url` if refused. */
type PushAction = { action: string; title: string; url: string; post?: string };
type PushPayload = { title: string; body: string; url: string; actions: PushAction[] };

const isPushAction = (a: unknown): a is PushAction => {
  if (typeof a !== 'object' || a === null) return false;
  const { action, title, url, post } = a as Record<string, unknown>;
  const isApiPath = post === undefined || (typeof post === 'string' && post.startsWith('/api/'));
  return typeof action === 'string' && typeof title === 'string' && typeof url === 'string' && isApiPath;
};

/** Only well-formed buttons whose POST stays on this site's API; at most two are shown. */
const readActions = (value: unknown): PushAction[] =>
  Array.isArray(value) ? value.filter(isPushAction).slice(0, 2) : [];

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/maskable-192.png';

/** The push payload of api/jobs/send-push.ts ({title, body, url}); plain text is shown as the body. */
function readPayload(data: PushMessageData | null): PushPayload {
  const fallback: PushPayload = { title: 'Recruiter Connect', body: '', url: '/dashboard', actions: [] };
  if (!data) return fallback;
  let text = '';
  try {
    text = data.text();
    const parsed = JSON.parse(text) as Partial<Record<keyof PushPayload, unknown>>;
    return {
      title: typeof parsed.title === 'string' && parsed.title ? parsed.title : fallback.title,
      body: typeof parsed.body === 'string' ? parsed.body : '',
      url: typeof parsed.url === 'string' && parsed.url ? parsed.url : fallback.url,
      actions: readActions(parsed.actions),
    };
  } catch {
    return { ...fallback, body: text };
  }
}

/** Only a path of this site is opened from a notification. */
function sameOriginUrl(url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/dashboard', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/dashboard', self.location.origin).href;
  } catch {
    return new URL('/dashboard', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      // Buttons: in Chromium's NotificationOptions, not yet in TypeScript's DOM types.
      ...({ actions: payload.actions.map(({ action, title }) => ({ action, title })) } as NotificationOptions),
      body: payload.body,
      icon: ICON,
      badge: BADGE,
      data: {
        url: sameOriginUrl(payload.url),
        actions: payload.actions.map((a) => ({ ...a, url: sameOriginUrl(a.url) })),
      },
      lang: 'en',
      // The same message delivered twice (a push job retried after its process died between the
      // push service's 201 and our record of it) replaces its notification instead of stacking a
      // second one on the phone.
      tag: `${payload.title}\n${payload.body}\n${payload.url}`,
    }),
  );
});

/** Shows `url` in an open window (routing in place) or a new one. */
async function openUrl(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === url);
  const target = exact ?? windows[0];
  if (target) {
    // Focusing needs the click's user activation; without it the window is still taken there.
    const focused = await target.focus().catch(() => target);
    // The page routes in place (no reload); see web/src/features/pwa/register.ts.
    if (!exact) focused.postMessage({ type: 'NAVIGATE', url });
    return;
  }
  await self.clients.openWindow(url);
}

/** What a successful POST action says (the API's answer names what changed). */
function doneNotice(action: PushAction, answer: unknown): { title: string; body: string } {
  if (action.action === 'extend') {
    const listing = (answer as { listing?: { reference?: string; expiresAt?: string } } | null)?.listing;
    const until = listing?.expiresAt ? new Date(listing.expiresAt).toDateString() : 'a week later';
    return { title: 'Listing extended', body: `${listing?.reference ?? 'Your listing'} now expires on ${until}.` };
  }
  const isOffer = typeof answer === 'object' && answer !== null && 'offer' in answer;
  return isOffer
    ? { title: 'Sourcing Offer declined', body: 'You declined the Sourcing Offer. The offering party is told.' }
    : { title: 'Match Proposal declined', body: 'You declined the Match Proposal. The proposer is told.' };
}

/**
 * A notification button: POSTs its `post` with the member's session cookie and shows
 * what was done, or opens its `url` when there is nothing to POST or the API refuses.
 */
async function runAction(action: PushAction): Promise<void> {
  if (!action.post) return openUrl(action.url);
  let response: Response;
  try {
    response = await fetch(action.post, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
  } catch {
    return openUrl(action.url);
  }
  if (!response.ok) return openUrl(action.url);
  const notice = doneNotice(action, await response.json().catch(() => null));
  await self.registration.showNotification(notice.title, {
    body: notice.body,
    icon: ICON,
    badge: BADGE,
    data: { url: action.url, actions: [] },
    lang: 'en',
    tag: `done ${action.post}`,
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown; actions?: unknown } | null;
  const action = event.action ? readActions(data?.actions).find((a) => a.action === event.action) : undefined;
  event.waitUntil(action ? runAction(action) : openUrl(sameOriginUrl(data?.url)));
});

// Offline drafts: Background Sync posts the signed-in member's waiting drafts
// (web/src/offline/draft-sync.ts); a rejection makes the browser try again later.
type SyncEvent = ExtendableEvent & { readonly tag: string };
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag === DRAFTS_SYNC_TAG) sync.waitUntil(syncSignedInDrafts());
});
