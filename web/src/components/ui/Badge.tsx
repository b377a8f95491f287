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

type BadgeLook = { tone?: BadgeTone; compact?: boolean; outlined?: boolean; className?: string };

/** The classes of a badge's look, for an element that keeps its own tag and props. */
export function badgeClass({ tone = 'brand', compact, outlined, className }: BadgeLook = {}) {
  return [styles.badge, styles[tone], compact && styles.compact, outlined && styles.outlined, className]
    .filter(Boolean)
    .join(' ');
}

/** A short label in a pill. */
export function Badge({ tone, compact, outlined, as: Element = 'span', className, ...props }: BadgeProps) {
  return <Element className={badgeClass({ tone, compact, outlined, className })} {...props} />;
}
