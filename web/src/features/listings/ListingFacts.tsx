import type { ReactNode } from 'react';
import styles from './ListingFacts.module.css';

/** One fact of a listing: its label and value ('-' when the value is empty). */
export type ListingFact = {
  label: string;
  value: ReactNode;
  /** A test hook on the fact (label and value). */
  testId?: string;
  /** A test hook on the value alone. */
  valueTestId?: string;
  valueClassName?: string;
};

/** A fact, or nothing where a condition left it out (`isAdmin && {…}`). */
export type ListingFactEntry = ListingFact | false | null | undefined | '';

/**
 * Where the facts stand: `tile` — a result in the list (small capitals, side by side as wide as
 * each needs); `panel` — the Listing Detail panel (label over value); `section` — a section of
 * the listing read in full (label beside value once there is room).
 */
export type ListingFactsLayout = 'tile' | 'panel' | 'section';

/**
 * The listing's facts as a definition list, the one way a tile, the Listing Detail panel and the
 * listing read in full show them. Entries that are `false`, `null`, `undefined` or `''` are left out,
 * so a fact shown only to some viewers is written in place (`isAdmin && {…}`).
 */
export function ListingFacts({ facts, layout }: { facts: readonly ListingFactEntry[]; layout: ListingFactsLayout }) {
  return (
    <dl className={`${styles.facts} ${styles[layout]}`}>
      {facts
        .filter((fact): fact is ListingFact => Boolean(fact))
        .map((fact) => (
          <div key={fact.label} data-testid={fact.testId}>
            <dt>{fact.label}</dt>
            <dd className={fact.valueClassName} data-testid={fact.valueTestId}>
              {fact.value || '-'}
            </dd>
          </div>
        ))}
    </dl>
  );
}
