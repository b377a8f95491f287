import { isValidElement, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, type RouteMatch } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { PageLoading } from '../components/PageLoading';
import { markFirstScreenShown } from '../features/pwa/first-screen';

type Load = () => Promise<{ default: ComponentType }>;
type Preloadable = { preload: () => Promise<void> };

/** What a route may carry in its `handle`: the data its screen (or layout) asks for first, fetched early. */
export type RouteHandle = { prefetch?: (queryClient: QueryClient) => void };

/**
 * A lazily loaded component that, once its chunk has arrived (main.tsx waits for the first screen's,
 * router.tsx's loadFirstScreen), renders the screen itself instead of React.lazy's wrapper. What it
 * buys: React.lazy suspends on its first render even when the chunk is already here, so the page
 * would show the loading placeholder and then, by React's rule for Suspense, reveal the screen no
 * sooner than 300 ms after that placeholder appeared (when this was written, rendering the wrapper
 * showed /login and /home about 400 ms later, after a placeholder every time).
 * scripts/bench/first-screens.ts checks on a throttled phone that /home and /login show no
 * placeholder first, and when they show (docs/performance.md, "First screen on a phone").
 * The choice is made once per mount, so a mounted screen never swaps from the wrapper
 * to itself (which would remount it and lose its state).
 */
function lazyComponent(load: Load) {
  let loaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Component() {
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Screen />;
  }
  // Settles once the chunk is here (or could not load: the screen then asks again as it renders).
  const preload = () =>
    loadAndKeep().then(
      () => undefined,
      () => undefined,
    );
  return { Component, preload };
}

/** Rendered beside a screen, inside its Suspense boundary: mounts once the screen is on show. */
function ScreenShown() {
  useEffect(() => markFirstScreenShown(), []);
  return null;
}

/**
 * Screens are lazy-loaded so a phone downloads only what it shows (used by both route tables,
 * router.tsx and routes/signed-in-routes.tsx).
 */
export function page(load: Load) {
  const { Component, preload } = lazyComponent(load);
  return screenPage(Component, preload);
}

/**
 * A screen bundled with the routes that name it (the signed-in landing screens: see
 * routes/signed-in-routes.tsx), so it has no chunk of its own to wait for. What it buys (measured,
 * docs/performance.md "Fewer files"): with the vite.config.ts chunk groups, `/jobs` needs 7 scripts
 * instead of 20, one wave of six HTTP/1.1 connections rather than four, part of taking its
 * Lighthouse score from 79 to 98. Every other screen is a `page`.
 */
export function bundledPage(Screen: ComponentType) {
  return screenPage(Screen, () => Promise.resolve());
}

function screenPage(Screen: ComponentType, preload: () => Promise<void>) {
  function Page() {
    // Keyed by path: each path change re-creates the page view (spec “Screen details”), so no state leaks.
    const { pathname } = useLocation();
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen key={pathname} />
        <ScreenShown />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}

/**
 * A lazy-loaded layout: the signed-in shells are not on the public pages' path. Unlike a page it
 * is not re-created on each path change (it stays mounted while its pages change). `fallback` is
 * shown while its code downloads.
 */
export function layout(load: Load, fallback: ReactNode = <PageLoading />) {
  const { Component: Shell, preload } = lazyComponent(load);
  function Layout() {
    return (
      <Suspense fallback={fallback}>
        <Shell />
      </Suspense>
    );
  }
  return Object.assign(Layout, { preload });
}

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';

/**
 * Starts downloading the lazy screens and layouts of the matched routes, and the data their
 * handles name, all at once rather than each when the one above it has rendered (e.g. while the
 * access guard still asks who is signed in). Settles when their code is here.
 */
export function preloadMatches(matches: RouteMatch[] | null, queryClient: QueryClient): Promise<void> {
  const loading: Array<Promise<void>> = [];
  for (const { route } of matches ?? []) {
    const element: ReactNode = route.element;
    if (isValidElement(element) && isPreloadable(element.type)) loading.push(element.type.preload());
    (route.handle as RouteHandle | undefined)?.prefetch?.(queryClient);
  }
  return Promise.all(loading).then(() => undefined);
}
