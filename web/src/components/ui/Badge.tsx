import type { HTMLAttributes } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'brand' | 'new' | 'alert' | 'violet' | 'success' | 'danger' | 'neutral';

type BadgeProps = HTMLAttributes<HTMLElement> & {
  tone?: BadgeTone;
  /** Smaller, for dense lists and tables. */
  compact?: boolean;
  /** With a border of its tone (the admin console's account badges). */
  outlined?: boolean;
  /** The element it renders: a list item inside a list of badges, a span otherwise. */
  as?: 'span' | 'li' | 'strong';
};

/** A short label in a pill. */
export function Badge({ tone = 'brand', compact, outlined, as: Element = 'span', className, ...props }: BadgeProps) {
  const classes = [styles.badge, styles[tone], compact && styles.compact, outlined && styles.outlined, className];
  return <Element className={classes.filter(Boolean).join(' ')} {...props} />;
}
