import type { ReactNode } from 'react';
import type { ListingSummary } from '../../../../shared/types/listings';
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
  /** A text of several lines (qualifications, experience…): its line breaks kept. */
  isProse?: boolean;
};

/** The short facts of a listing summary (tiles and pinned cards), under their usual labels. */
const SUMMARY_LABELS = {
  reference: 'Reference',
  natureName: 'Nature',
  locationName: 'Location',
  equityName: 'Equity',
  sectorName: 'Sector',
  packageName: 'Annual CTC',
} as const;
type SummaryField = keyof typeof SUMMARY_LABELS;

/**
 * The listed summary fields as facts, in the order given; `labels` words one differently where a
 * screen does (the tile's 'Ref').
 */
export function summaryFacts(
  listing: Partial<Pick<ListingSummary, SummaryField>>,
  fields: readonly SummaryField[],
  labels: Partial<Record<SummaryField, string>> = {},
): ListingFact[] {
  return fields.map((field) => ({ label: labels[field] ?? SUMMARY_LABELS[field], value: listing[field] }));
}

/** A fact, or nothing where a condition left it out (`isAdmin && {…}`). */
export type ListingFactEntry = ListingFact | false | null | undefined | '';

/**
 * Where the facts stand: `tile` — a result in the list (small capitals, side by side as wide as
 * each needs); `panel` — the Listing Detail panel (label over value); `section` — a section of
 * the listing read in full (label beside value once there is room); `pinned` — the compact card
 * of the listing a proposal is about (two or three columns).
 */
export type ListingFactsLayout = 'tile' | 'panel' | 'section' | 'pinned';

/**
 * The listing's facts as a definition list, the one way a tile, the Listing Detail panel, the
 * listing read in full and the listings of a match or offer show them. Entries that are `false`, `null`, `undefined` or `''` are left out,
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
            <dd
              className={fact.isProse ? `${styles.prose} ${fact.valueClassName ?? ''}`.trim() : fact.valueClassName}
              data-testid={fact.valueTestId}
            >
              {fact.value || '-'}
            </dd>
          </div>
        ))}
    </dl>
  );
}
