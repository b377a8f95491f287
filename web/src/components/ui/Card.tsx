import type { ElementType, HTMLAttributes } from 'react';
import styles from './Card.module.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element it renders (a section, an article, a list item); a div by default. */
  as?: ElementType;
};

/** The card's class, for an element that must stay what it is (a <details>, a list item with its own role). */
export const cardClass = styles.card ?? '';

/** A raised surface holding one block of a screen. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={className ? `${styles.card} ${className}` : styles.card} {...props} />;
}
