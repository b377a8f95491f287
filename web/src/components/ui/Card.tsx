import type { ElementType, HTMLAttributes } from 'react';
import styles from './Card.module.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element it renders (a section, an article, a list item); a div by default. */
  as?: ElementType;
};

/** A raised surface holding one block of a screen. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={className ? `${styles.card} ${className}` : styles.card} {...props} />;
}
