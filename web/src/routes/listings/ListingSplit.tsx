import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { useMediaQuery } from '../../components/useMediaQuery';
import { markFirstScreenShown } from '../../features/pwa/first-screen';
import type { ListingKind } from '../../../../shared/lookups';
import { KIND_CONFIG } from '../../features/listings/kind-config';
import { ListingListScreen } from './ListingListScreen';
import styles from './ListingSplit.module.css';

/** From this width the list and the opened listing share the screen. */
export const SPLIT_QUERY = '(min-width: 1024px)';

function ScreenShown() {
  useEffect(() => markFirstScreenShown(), []);
  return null;
}

/**
 * /jobs, /candidates and the listings under them. On a phone, the list or the opened listing (its
 * route, the <Outlet />) alone. From 1024 px, two panes: the list on the left, the opened listing on
 * the right, each scrolling on its own; opening another listing changes the URL (links, Back and a
 * reload work) but keeps the list as it was: same results, same scroll. A new listing's form
 * ('add') keeps the whole width.
 */
export function ListingSplit({ kind }: { kind: ListingKind }) {
  const config = KIND_CONFIG[kind];
  const isWide = useMediaQuery(SPLIT_QUERY);
  const { pathname } = useLocation();
  const openUid = pathname.slice(config.path.length + 1).split('/')[0] || null;
  const detailRef = useRef<HTMLDivElement>(null);
  const splitRef = useRef<HTMLDivElement>(null);

  // The panes hang under the sticky app bar, whose height changes with the width (its links wrap).
  useLayoutEffect(() => {
    const bar = document.querySelector('.appbar');
    const split = splitRef.current;
    if (!bar || !split) return;
    const update = () => split.style.setProperty('--bar', `${Math.round(bar.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [isWide, openUid]);

  // Each listing opened in the pane starts at its top.
  useEffect(() => {
    detailRef.current?.scrollTo(0, 0);
  }, [openUid]);

  if (openUid && (!isWide || openUid === 'add')) return <Outlet />;
  if (!isWide) {
    return (
      <>
        <ListingListScreen kind={kind} />
        <ScreenShown />
      </>
    );
  }
  return (
    <div ref={splitRef} className={styles.split}>
      <div className={styles.list}>
        <ListingListScreen kind={kind} openUid={openUid} />
        <ScreenShown />
      </div>
      <div ref={detailRef} className={styles.detail}>
        {openUid ? (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        ) : (
          <div className={styles.empty}>
            <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
              <rect x="10" y="14" width="30" height="44" rx="4" fill="none" stroke="var(--brand)" strokeWidth="2.5" />
              <path d="M17 26h16M17 33h16M17 40h10" stroke="var(--brand)" strokeWidth="2.5" strokeLinecap="round" />
              <rect
                x="32"
                y="22"
                width="30"
                height="36"
                rx="4"
                fill="var(--surface)"
                stroke="var(--accent)"
                strokeWidth="2.5"
              />
              <path d="M39 33h16M39 40h12" stroke="var(--accent)" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <p>Choose a {config.messageNoun.toLowerCase()} from the list to read it here.</p>
          </div>
        )}
      </div>
    </div>
  );
}
