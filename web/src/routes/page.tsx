import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';

/**
 * Screens are lazy-loaded so a phone downloads only what it shows (the same helper as
 * router.tsx's, shared here so route arrays kept beside their screens can use it).
 */
export function page(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return function Page() {
    // Keyed by path: each path change re-creates the page view (spec §2.3), so no state leaks.
    const { pathname } = useLocation();
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen key={pathname} />
      </Suspense>
    );
  };
}
