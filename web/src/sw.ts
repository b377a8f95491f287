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
 * - Background Sync (tag 'rc-drafts'): posts the signed-in member's offline drafts (issue 22 item 5,
 *   web/src/offline/draft-sync.ts, docs/offline.md).
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

type PushPayload = { title: string; body: string; url: string };

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/maskable-192.png';

/** The push payload of api/jobs/send-push.ts ({title, body, url}); plain text is shown as the body. */
function readPayload(data: PushMessageData | null): PushPayload {
  const fallback: PushPayload = { title: 'Recruiter Connect', body: '', url: '/dashboard' };
  if (!data) return fallback;
  let text = '';
  try {
    text = data.text();
    const parsed = JSON.parse(text) as Partial<Record<keyof PushPayload, unknown>>;
    return {
      title: typeof parsed.title === 'string' && parsed.title ? parsed.title : fallback.title,
      body: typeof parsed.body === 'string' ? parsed.body : '',
      url: typeof parsed.url === 'string' && parsed.url ? parsed.url : fallback.url,
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
      body: payload.body,
      icon: ICON,
      badge: BADGE,
      data: { url: sameOriginUrl(payload.url) },
      lang: 'en',
      // The same message delivered twice (a push job retried after its process died between the
      // push service's 201 and our record of it) replaces its notification instead of stacking a
      // second one on the phone.
      tag: `${payload.title}\n${payload.body}\n${payload.url}`,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = windows.find((client) => client.url === url);
      const target = exact ?? windows[0];
      if (target) {
        const focused = await target.focus();
        // The page routes in place (no reload); see web/src/features/pwa/register.ts.
        if (!exact) focused.postMessage({ type: 'NAVIGATE', url });
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// Offline drafts (issue 22 item 5): Background Sync posts the signed-in member's waiting drafts
// (web/src/offline/draft-sync.ts); a rejection makes the browser try again later.
type SyncEvent = ExtendableEvent & { readonly tag: string };
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag === DRAFTS_SYNC_TAG) sync.waitUntil(syncSignedInDrafts());
});
