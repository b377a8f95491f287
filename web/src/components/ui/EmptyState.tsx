import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

type EmptyStateProps = {
  children: ReactNode;
  /** A dashed box (inside a panel) instead of open space on a card. */
  boxed?: boolean;
  className?: string;
};

/** The empty state's class, for an element that keeps its own tag and role (an alert on a card). */
export const emptyStateClass = styles.empty ?? '';

/** What a list says when it has nothing: a message and, often, the next thing to do. */
export function EmptyState({ children, boxed = false, className }: EmptyStateProps) {
  const classes = [styles.empty, boxed && styles.boxed, className].filter(Boolean).join(' ');
  return <div className={classes}>{children}</div>;
}
