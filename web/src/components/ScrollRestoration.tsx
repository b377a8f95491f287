/**
 * Where the window is scrolled after a navigation, as a reader expects: a new page starts at its
 * top (a link followed from the footer used to land at the bottom of /privacy), Back and Forward
 * return to where that page was left, and a change of the query alone (the listing filters live in
 * the URL) leaves the page where it is.
 *
 * React Router's own <ScrollRestoration> needs a data router; the app uses the declarative
 * <BrowserRouter> (router.tsx says why), so this is the same behaviour for it: positions are kept
 * per history entry (location.key, with the path: the first entry of every document has the key
 * 'default'), in sessionStorage so a reload keeps them too. A document opened afresh (a link from
 * an e-mail, an address typed) starts at its top: only a reload or Back/Forward returns to a
 * position.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'rc-scroll-positions';
/**
 * A page that loads its content after the route changed gets this long to grow tall enough (a
 * tap, a wheel or a key ends it sooner, so a long wait never moves what the reader is using).
 */
const RESTORE_FOR_MS = 3_000;
const MAX_REMEMBERED = 50;

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>;
    return new Map(saved.filter(([key, y]) => typeof key === 'string' && Number.isFinite(y)));
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_REMEMBERED)));
  } catch {
    // Private mode or a full storage: Back still works within this page load.
  }
}

/** The remembered position's key: one history entry, at one address. */
const entryOf = (location: Location) => `${location.key} ${location.pathname}${location.search}`;

/** Whether this document was reloaded or reached by Back/Forward (not opened by a new navigation). */
function isReturnVisit(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** What the reader does that ends a restoration: scrolling, or tapping or clicking the page. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` once the page is tall enough, giving up when the reader acts first (a tap
 * meant for what is on screen must not be moved under their finger).
 */
function restoreTo(y: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  let isCancelled = false;
  const cancel = () => {
    isCancelled = true;
    cancelAnimationFrame(frame);
    for (const type of READER_EVENTS) window.removeEventListener(type, cancel, true);
  };
  for (const type of READER_EVENTS) window.addEventListener(type, cancel, { passive: true, capture: true });
  const attempt = () => {
    if (isCancelled) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > until) cancel();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return cancel;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(entryOf(location));
  const previousPath = useRef<string | null>(null);

  // The browser's own restoration would fight ours (it restores before the new page has rendered).
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current!.set(currentKey.current, window.scrollY));
    };
    // Where the page is as it is left (a reload right after scrolling comes before the frame above).
    const persist = () => {
      positions.current!.set(currentKey.current, window.scrollY);
      savePositions(positions.current!);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const isNewPath = previousPath.current !== location.pathname;
    const isFirstRender = previousPath.current === null;
    previousPath.current = location.pathname;
    const entry = entryOf(location);
    currentKey.current = entry;
    if (navigationType === 'POP') {
      // The document's first render is a POP too: opened afresh, it stays at its top.
      if (isFirstRender && (!isReturnVisit() || !positions.current.has(entry))) return undefined;
      // Back/Forward, or a reload: where this entry was left (the top when it is unknown).
      return restoreTo(positions.current.get(entry) ?? 0);
    }
    if (location.hash) {
      document.getElementById(safeDecode(location.hash.slice(1)))?.scrollIntoView();
      return undefined;
    }
    if (isNewPath && !isFirstRender) window.scrollTo(0, 0);
    return undefined;
  }, [location, navigationType]);

  return null;
}
