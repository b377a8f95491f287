import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mayHaveSavedFilters, saveFilters } from '../../offline/filters';
import { DEFAULT_FILTERS, filtersFromParams, hasFilterParams, type ListingFilters } from './filter-model';
import type { KindConfig } from './kind-config';
import { savedFiltersToRestore, searchOf } from './list-query';

/**
 * The applied filters of one list. The URL query string is the truth (so reload and Back work);
 * a copy is kept in IndexedDB. Opening the list with a bare URL restores the saved copy first,
 * and `isReady` stays false until then so the list is not fetched twice.
 */
export function useListingFilters(config: KindConfig) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // True once the URL carried filters or the saved copy was looked at (and found nothing to restore),
  // or at once when this device cannot hold a saved copy.
  const [isSettled, setIsSettled] = useState(() => hasFilterParams(params) || !mayHaveSavedFilters());
  const isReady = isSettled || hasFilterParams(params);
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const { filtersKey } = config;
  // The filters on show now, for a keyword applied by a timer set a few renders ago.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);

  useEffect(() => {
    if (isReady) return;
    let isCancelled = false;
    void savedFiltersToRestore(config).then((saved) => {
      if (isCancelled) return;
      // Restoring changes the URL, which makes the list ready with the saved filters in one step.
      if (saved) navigate({ search: searchOf(saved) }, { replace: true });
      else setIsSettled(true);
    });
    return () => {
      isCancelled = true;
    };
  }, [isReady, config, navigate]);

  useEffect(() => {
    if (isReady) void saveFilters(filtersKey, filters);
  }, [isReady, filtersKey, filters]);

  /**
   * Shows the list for these filters; a new history entry, so Back returns to the previous search
   * (`replace` for a keyword typed letter by letter, which is one search, not one entry a pause).
   */
  const apply = (next: ListingFilters, options: { replace?: boolean } = {}) => {
    setIsSettled(true);
    navigate({ search: searchOf(next) }, { replace: options.replace ?? false });
  };
  const clear = () => apply(DEFAULT_FILTERS);
  /** A keyword typed: on top of whatever filters are applied by then (the sheet may have changed them). */
  const applyKeyword = (search: string) => apply({ ...latest.current, search }, { replace: true });

  return { filters, isReady, apply, applyKeyword, clear };
}
