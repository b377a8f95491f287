/**
 * Registers the service worker (web/src/sw.ts, built to /sw.js) with workbox-window, and offers a
 * new version instead of mixing two: when a new worker is installed and waiting, the update banner
 * shows 'A new version is available — Reload'; Reload asks the worker to take over (SKIP_WAITING)
 * and the page reloads once it controls the page. Production builds only (no worker in `vite dev`).
 * Loaded by main.tsx after the page has loaded, so the first page does not wait for it.
 */
import { Workbox } from 'workbox-window';
import { setUpdateWaiting } from './update-state';

/** Same-origin path of a NAVIGATE message from the worker (a notification click), or null. */
function pathOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return null;
  }
}

export async function registerServiceWorker(navigate: (path: string) => void): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    const path = data?.type === 'NAVIGATE' ? pathOf(data.url) : null;
    if (path) navigate(path);
  });

  try {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      console.info('Recruiter Connect: a new version is available.');
      setUpdateWaiting(() => wb.messageSkipWaiting());
    });
    // A new version took over (here or from another tab's Reload): load it, never run two versions.
    // The first worker to control a page (first visit) changes nothing the page runs: no reload.
    let hadController = Boolean(navigator.serviceWorker.controller);
    wb.addEventListener('controlling', () => {
      if (hadController) window.location.reload();
      hadController = true;
    });
    await wb.register();
    // Look for a new version every hour, and when the app comes back to the foreground.
    const check = () => void wb.update().catch(() => undefined);
    window.setInterval(check, 60 * 60_000);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && navigator.onLine) check();
    });
  } catch (err) {
    console.warn('Recruiter Connect: the service worker could not be registered.', err);
  }
}
