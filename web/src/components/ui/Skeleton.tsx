import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';
import { useIsOnline } from '../useIsOnline';

type SkeletonProps = {
  /** `line` of text (default), a `title`, or a big `figure`. */
  shape?: 'line' | 'title' | 'figure';
  style?: CSSProperties;
  className?: string;
};

/** A placeholder where text will appear; hidden from screen readers (say "Loading" beside it). */
export function Skeleton({ shape = 'line', style, className }: SkeletonProps) {
  const classes = [styles.skeleton, shape !== 'line' && styles[shape], className].filter(Boolean).join(' ');
  return <span className={classes} style={style} aria-hidden="true" />;
}

/** What a screen never loaded on this device says while the device is offline. */
export const offlineWaitText = (what: 'list' | 'page') =>
  `You are offline — this ${what} will load when you are back online`;

/**
 * Instead of placeholders that would shimmer for ever: offline, a screen whose data was never saved
 * on this device says so, and loads by itself once the device is back online (queries resume).
 */
export function OfflineWait({ what }: { what: 'list' | 'page' }) {
  return (
    <div className={styles.offline} role="status" data-testid="offline-wait">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.offlineIcon}>
        <path d="M6 18a26 26 0 0 1 36 0M12 25a17 17 0 0 1 24 0M18 32a8 8 0 0 1 12 0" />
        <circle cx="24" cy="38" r="2.5" />
        <path d="M8 8l32 32" className={styles.offlineSlash} />
      </svg>
      <p>{offlineWaitText(what)}</p>
    </div>
  );
}

/**
 * The loading placeholder shown while a screen's code or data arrives (offline: `OfflineWait`). `fill` keeps a whole screen's
 * height (public pages, so the footer does not jump). The `loading` class is a stable hook: the e2e
 * helpers wait for it to go.
 */
export function PageSkeleton({
  label = 'Loading',
  fill = false,
  what = 'page',
}: {
  label?: string;
  fill?: boolean;
  what?: 'list' | 'page';
}) {
  const isOnline = useIsOnline();
  if (!isOnline) return <OfflineWait what={what} />;
  return (
    <div className={`loading ${styles.page}${fill ? ` ${styles.fill}` : ''}`} role="status" aria-live="polite">
      <Skeleton shape="title" />
      <Skeleton />
      <Skeleton />
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}
