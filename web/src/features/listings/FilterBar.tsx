import { Chevron } from '../../components/ui/Chevron';
import { useState, type FormEvent } from 'react';
import { cardClass } from '../../components/ui/Card';
import { Select } from '../../components/ui/Select';
import { Button } from '../../components/ui/Button';
import styles from './ListingList.module.css';
import { Field } from '../../components/ui/Field';
import { useMediaQuery } from '../../components/useMediaQuery';
import { DATE_POSTED_OPTIONS, LIMITS } from '../../../../shared/constants';
import { KEYWORD_TOO_LONG_MESSAGE } from '../../../../shared/messages';
import { countActiveFilters, DEFAULT_FILTERS, type ListFilterKey, type ListingFilters } from './filter-model';
import type { KindConfig } from './kind-config';
import { advancedFilterSets, LOCATION_OPTIONS, locationCaption } from './lookup-options';
import { MultiSelect } from '../../components/ui/MultiSelect';

type FilterBarProps = {
  config: KindConfig;
  /** The applied filters; the bar edits a draft of them until Search Now. */
  filters: ListingFilters;
  /** True while the saved filters are still being read: the bar holds its place, unseen (no layout shift). */
  isPending?: boolean;
  onSearch: (filters: ListingFilters) => void;
  onClear: () => void;
};

const datePostedLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);
/** Where the advanced filters are always on show (ListingList.module.css shows them from this width). */
const WIDE = '(min-width: 900px)';

/**
 * The search form of the job and candidate lists (spec §2.3 Job Spec List): keyword, Date Posted,
 * Locations, six advanced multi-selects (folded away on a phone), Search Now and Clear Results.
 */
export function FilterBar({ config, filters, isPending = false, onSearch, onClear }: FilterBarProps) {
  const [draft, setDraft] = useState(filters);
  const [isAdvancedOpen, setIsAdvancedOpen] = useState(false);
  // Folded away on a phone, the six advanced selects are built only once opened: the list's first
  // screen has that much less to render, lay out and wire up.
  const showAdvanced = useMediaQuery(WIDE) || isAdvancedOpen;
  const sets = advancedFilterSets(config.kind);
  const activeAdvanced = countActiveFilters(
    draft,
    sets.map((set) => set.key),
  );
  const setIds = (key: ListFilterKey) => (ids: number[]) => setDraft((d) => ({ ...d, [key]: ids }));

  // A keyword over the API's limit is named, never cut to fit.
  const keywordError = draft.search.trim().length > LIMITS.searchKeyword ? KEYWORD_TOO_LONG_MESSAGE : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (keywordError) return;
    onSearch({ ...draft, search: draft.search.trim() });
  }

  function handleClear() {
    setDraft(DEFAULT_FILTERS);
    onClear();
  }

  return (
    <form
      className={[styles.filters, cardClass, isPending && styles.filtersPending].filter(Boolean).join(' ')}
      role="search"
      aria-label={`Search ${config.listTitle}`}
      onSubmit={handleSubmit}
      noValidate
    >
      <h2 className="visually-hidden">Search</h2>
      <Field
        label="Keyword"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        placeholder={config.keywordHint}
        limit="searchKeyword"
        error={keywordError}
        value={draft.search}
        onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
      />
      <div className={styles.filtersPair}>
        <Select
          id={`${config.filtersKey}-max-age`}
          label="Date Posted"
          value={draft.maxAge}
          onChange={(e) => setDraft((d) => ({ ...d, maxAge: Number(e.target.value) }))}
        >
          {DATE_POSTED_OPTIONS.map((days) => (
            <option key={days} value={days}>
              {datePostedLabel(days)}
            </option>
          ))}
        </Select>
        <MultiSelect
          label="Locations"
          options={LOCATION_OPTIONS}
          selected={draft.locations}
          onChange={setIds('locations')}
          caption={locationCaption}
          noneCaption="Any Location"
          compact
        />
      </div>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={isAdvancedOpen}
        aria-controls={`${config.filtersKey}-advanced`}
        onClick={() => setIsAdvancedOpen((open) => !open)}
      >
        Advanced filters{activeAdvanced > 0 ? ` (${activeAdvanced} in use)` : ''}
        <Chevron />
      </button>
      <div
        id={`${config.filtersKey}-advanced`}
        className={isAdvancedOpen ? `${styles.filtersAdvanced} ${styles.filtersAdvancedOpen}` : styles.filtersAdvanced}
      >
        {showAdvanced &&
          sets.map((set) => (
            <MultiSelect
              key={set.key}
              label={set.label}
              options={set.options}
              selected={draft[set.key]}
              onChange={setIds(set.key)}
            />
          ))}
      </div>
      <div className={styles.filtersActions}>
        <Button type="submit">Search Now</Button>
        <Button variant="secondary" onClick={handleClear}>
          Clear Results
        </Button>
      </div>
    </form>
  );
}
