import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldStyles } from './Field';
import styles from './Choice.module.css';

type ChoiceListProps = {
  legend: string;
  /** The legend is read by screen readers only (the screen's heading already says it). */
  isLegendHidden?: boolean;
  /** Two columns from 700 px, three from 900 px (long lists such as categories). */
  hasColumns?: boolean;
  /** A few short choices side by side, wrapping when the screen is narrow (nature of employment). */
  isRow?: boolean;
  /** The form check's message, shown under the list. */
  error?: string;
  children: ReactNode;
};

/** A fieldset of Choice rows. */
export function ChoiceList({ legend, isLegendHidden, hasColumns, isRow, error, children }: ChoiceListProps) {
  const id = useId();
  return (
    <fieldset
      className={[styles.list, hasColumns && styles.columns, isRow && styles.row].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={isLegendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {children}
      {error && (
        <small id={`${id}-error`} className={`${fieldStyles.error} ${styles.error}`}>
          {error}
        </small>
      )}
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
