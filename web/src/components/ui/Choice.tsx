import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Choice.module.css';

type ChoiceListProps = {
  legend: string;
  /** The legend is read by screen readers only (the screen's heading already says it). */
  isLegendHidden?: boolean;
  /** Two columns from 700 px, three from 900 px (long lists such as categories). */
  hasColumns?: boolean;
  children: ReactNode;
};

/** A fieldset of Choice rows. */
export function ChoiceList({ legend, isLegendHidden, hasColumns, children }: ChoiceListProps) {
  return (
    <fieldset className={hasColumns ? `${styles.list} ${styles.columns}` : styles.list}>
      <legend className={isLegendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {children}
    </fieldset>
  );
}

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> & {
  children: ReactNode;
};

/** One checkbox as a tappable row (44 px), tinted while checked. */
export function Choice({ children, checked, ...input }: ChoiceProps) {
  return (
    <label className={checked ? `${styles.choice} ${styles.on}` : styles.choice}>
      <input type="checkbox" checked={checked} {...input} />
      {children}
    </label>
  );
}
