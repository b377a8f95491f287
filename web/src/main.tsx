import './zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadFirstScreen, navigateTo } from './router';
import { queryClient } from './api/query-client';
import { UpdateBanner } from './features/pwa/UpdateBanner';
import { whenFirstScreenShown } from './features/pwa/first-screen';
import './design/global.css';

function render() {
  const root = createRoot(document.getElementById('root')!);
  // The first render is a transition: React builds the app in short slices and lets the browser
  // in between, instead of mounting every provider, router and the first screen in one long task
  // (on a mid-range phone that task alone blocked taps for a few hundred milliseconds).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <UpdateBanner />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
// The first screen's code is named in the page (api/web/shell.ts), so it is usually here already.
void loadFirstScreen(window.location.pathname).then(render);

// The service worker is registered once the page has loaded, its first screen is on show and the
// browser is idle: installing it downloads the whole app shell, which must not compete with the
// first screen (and workbox-window is not on the first page's path). A notification click asks an
// open window to show its page: it is routed there in place.
function registerWorker() {
  void import('./features/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker(navigateTo));
}
function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5_000 });
  else setTimeout(callback, 500);
}
whenFirstScreenShown(() => {
  if (document.readyState === 'complete') whenIdle(registerWorker);
  else window.addEventListener('load', () => whenIdle(registerWorker), { once: true });
});
