/** The small line icon that says at a glance what kind of thing a "Needs you" row is. */
import type { NeedsYouItem } from '../../../../shared/types/dashboard';
import styles from './dashboard.module.css';

const PATHS: Record<NeedsYouItem['type'], string> = {
  // Two arrows meeting: a proposal or an offer to answer.
  proposal: 'M4 8h11l-3-3M20 16H9l3 3',
  offer: 'M4 8h11l-3-3M20 16H9l3 3',
  // A document with a tick: terms to accept; with a pen: a fee to enter.
  terms: 'M7 3h7l4 4v14H7zM10 14l2 2 4-4',
  fee: 'M7 3h7l4 4v14H7zM10 12h5M10 16h3',
  // A coin: money to pay.
  payment: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M14.5 9h-3a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3h-3M12 7v2M12 15v2',
  // A clock: a listing about to expire.
  expiring: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7v5l3 2',
  // A spark: a strong new suggestion.
  suggestion: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
};

export function RowIcon({ type }: { type: NeedsYouItem['type'] }) {
  return (
    <span className={`${styles.icon} ${styles[`icon-${type}`] ?? ''}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d={PATHS[type]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
