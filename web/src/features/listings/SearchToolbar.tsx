import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../components/ui/Field';
import { LIMITS } from '../../../../shared/constants';
import { KEYWORD_TOO_LONG_MESSAGE } from '../../../../shared/messages';
import type { KindConfig } from './kind-config';
import styles from './ListingList.module.css';

/** How long typing must pause before the list asks for the keyword: one request, not one per key. */
export const KEYWORD_DEBOUNCE_MS = 300;

type SearchToolbarProps = {
  config: KindConfig;
  /** The applied keyword (the URL's `q`). */
  keyword: string;
  /** How many of the sheet's filters are in use (the button's badge). */
  activeFilters: number;
  /** True while the saved filters are still being read: the keyword box waits. */
  isPending?: boolean;
  onKeyword: (keyword: string) => void;
  onOpenFilters: () => void;
  filtersId: string;
  isFiltersOpen: boolean;
};

/**
 * The list's search row, the one thing between the header and the results: the spec's keyword box
 * (job title, ref number), searched as the member types, and the button that opens the filters
 * sheet with how many are in use ("Filters · 3").
 */
export function SearchToolbar({
  config,
  keyword,
  activeFilters,
  isPending = false,
  onKeyword,
  onOpenFilters,
  filtersId,
  isFiltersOpen,
}: SearchToolbarProps) {
  const [text, setText] = useState(keyword);
  // The keyword this box last applied: when the URL's keyword changes to it, the box is already
  // ahead (the member kept typing); any other change (Back, Clear Results, saved filters) is shown.
  const applied = useRef(keyword);
  useEffect(() => {
    if (keyword !== applied.current) {
      applied.current = keyword;
      setText(keyword);
    }
  }, [keyword]);

  const trimmed = text.trim();
  // A keyword over the API's limit is named, never cut to fit, and not searched for.
  const error = trimmed.length > LIMITS.searchKeyword ? KEYWORD_TOO_LONG_MESSAGE : undefined;

  function apply(next: string) {
    applied.current = next;
    onKeyword(next);
  }

  useEffect(() => {
    if (isPending || error || trimmed === applied.current) return;
    const timer = setTimeout(() => apply(trimmed), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `apply` is recreated each render; the timer is about the text alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, error, isPending]);

  // Enter searches at once (no wait for the pause).
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!error && !isPending && trimmed !== applied.current) apply(trimmed);
  }

  return (
    <div className={styles.toolbar}>
      <form
        className={styles.toolbarSearch}
        role="search"
        aria-label={`Search ${config.listTitle}`}
        onSubmit={handleSubmit}
        noValidate
      >
        <Field
          className={styles.keyword}
          label="Keyword"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={config.keywordHint}
          limit="searchKeyword"
          error={error}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </form>
      <button
        type="button"
        className={styles.filtersButton}
        aria-haspopup="dialog"
        aria-expanded={isFiltersOpen}
        aria-controls={filtersId}
        onClick={onOpenFilters}
      >
        <FilterIcon />
        Filters
        {activeFilters > 0 && (
          <>
            {' · '}
            <span className={styles.filtersCount}>{activeFilters}</span>
          </>
        )}
      </button>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
