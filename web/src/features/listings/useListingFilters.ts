import { useEffect, useMemo, useState } from 'react';
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

  /** Shows the list for these filters; a new history entry, so Back returns to the previous search. */
  const apply = (next: ListingFilters) => {
    setIsSettled(true);
    navigate({ search: searchOf(next) });
  };
  const clear = () => apply(DEFAULT_FILTERS);

  return { filters, isReady, apply, clear };
}
