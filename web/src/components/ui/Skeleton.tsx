import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

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

/**
 * The loading placeholder shown while a screen's code or data arrives. `fill` keeps a whole screen's
 * height (public pages, so the footer does not jump). The `loading` class is a stable hook: the e2e
 * helpers wait for it to go.
 */
export function PageSkeleton({ label = 'Loading', fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div className={`loading ${styles.page}${fill ? ` ${styles.fill}` : ''}`} role="status" aria-live="polite">
      <Skeleton shape="title" />
      <Skeleton />
      <Skeleton />
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}
