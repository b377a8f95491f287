import { startTransition, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { containerClass } from '../../components/ui/Container';
import { cardClass } from '../../components/ui/Card';
import { emptyStateClass } from '../../components/ui/EmptyState';
import { EmptyListIllustration } from '../../components/illustrations/EmptyIllustrations';
import { buttonClass } from '../../components/ui/Button';
import styles from '../../features/listings/ListingList.module.css';
import { Link, useLocation } from 'react-router-dom';
import { logEvent } from '../../api/events';
import { useMe } from '../../api/session';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { ListingKind } from '../../../../shared/lookups';
import type { ListingSummary } from '../../../../shared/types/listings';
import {
  countActiveFilters,
  isDefaultFilters,
  sameFilters,
  type ListingFilters,
} from '../../features/listings/filter-model';
import { FiltersSheet } from '../../features/listings/FiltersSheet';
import { SearchToolbar } from '../../features/listings/SearchToolbar';
import { KIND_CONFIG, searchTotalText } from '../../features/listings/kind-config';
import { ListingTile, TileSkeletons } from '../../features/listings/ListingTile';
import { useListingFilters } from '../../features/listings/useListingFilters';
import { useListingSearch } from '../../features/listings/useListingSearch';
import { DraftsSection } from '../../features/drafts/DraftsSection';
import { SaveSearch } from '../../features/saved-searches/SaveSearch';
import { useMarkSavedSearchSeen } from '../../features/saved-searches/useMarkSavedSearchSeen';

const NO_ITEMS: ListingSummary[] = [];
/** About what a phone shows before scrolling. */
const FIRST_TILES = 4;

/**
 * The tiles to render. They render in the background (React splits a deferred render into short
 * slices), so a page of twenty never blocks the main thread, also on the screen's first render,
 * when the page is often in the cache already (prefetched); the placeholders stay until then. The
 * first screenful is laid out and painted first, the rest of the page a moment later.
 */
function useShownItems(items: ListingSummary[]): ListingSummary[] {
  const deferred = useDeferredValue(items, NO_ITEMS);
  const [isAllShown, setIsAllShown] = useState(false);
  const isCut = !isAllShown && deferred.length > FIRST_TILES;
  useEffect(() => {
    if (isCut) startTransition(() => setIsAllShown(true));
  }, [isCut]);
  return useMemo(() => (isCut ? deferred.slice(0, FIRST_TILES) : deferred), [isCut, deferred]);
}

/**
 * /jobs and /candidates: the header with the add button, the search row (keyword as you type, the
 * Filters button), then the results at once (the count, the tiles, Load more); the filters open
 * in a sheet.
 */
export function ListingListScreen({ kind, openUid }: { kind: ListingKind; openUid?: string | null }) {
  const config = KIND_CONFIG[kind];
  const isPane = openUid !== undefined;
  // Beside an opened listing, the listing names the page.
  useDocumentTitle(openUid ? null : config.listTitle);
  const { search: locationSearch } = useLocation();
  // Opened from a saved search (its note, My Account): its "new since you last looked" starts again.
  useMarkSavedSearchSeen(locationSearch);
  const { data: me } = useMe();
  const { filters, isReady, apply, applyKeyword, clear } = useListingFilters(config);
  const search = useListingSearch(kind, filters, { enabled: isReady });
  const canAdd = kind === 'job' || Boolean(me?.abilities.canPostCandidates);
  const importPath = `/import?kind=${kind}`;
  const isNarrowed = !isDefaultFilters(filters);
  const items = useMemo(() => search.data?.pages.flatMap((page) => page.items) ?? [], [search.data]);
  const shownItems = useShownItems(items);
  const isFirstRender = shownItems.length === 0 && items.length > 0;
  const total = search.data?.pages[0]?.total ?? 0;
  const isTotalCapped = search.data?.pages[0]?.isTotalCapped ?? false;

  const filtersId = useId();
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);

  function handleSearch(next: ListingFilters) {
    void logEvent('job-search');
    if (sameFilters(next, filters)) void search.refetch();
    else apply(next);
  }

  function handleKeyword(keyword: string) {
    void logEvent('job-search');
    applyKeyword(keyword);
  }

  return (
    <div className={`${containerClass} ${styles.listings}`}>
      <header className={styles.listingsHeader}>
        <h1>{config.listTitle}</h1>
        {canAdd && (
          <div className={styles.listingsHeaderActions}>
            {/* Bulk import from an ATS export (routes/imports/ImportWizard.tsx); on a phone the
                title and Add fill the row, so Import is offered under the results instead. */}
            <Link to={importPath} className={`${buttonClass({ variant: 'secondary' })} ${styles.listingsImport}`}>
              Import
            </Link>
            <Link to={`${config.path}/add`} className={buttonClass()}>
              {config.addLabel}
            </Link>
          </div>
        )}
      </header>
      <SearchToolbar
        config={config}
        keyword={filters.search}
        activeFilters={countActiveFilters(filters)}
        isPending={!isReady}
        onKeyword={handleKeyword}
        onOpenFilters={() => setIsFiltersOpen(true)}
        filtersId={filtersId}
        isFiltersOpen={isFiltersOpen}
      />
      {isReady && isNarrowed && !isPane && <SaveSearch key={kind} kind={kind} filters={filters} />}
      <FiltersSheet
        id={filtersId}
        config={config}
        isOpen={isFiltersOpen}
        filters={filters}
        onSearch={handleSearch}
        onClear={clear}
        onClose={() => setIsFiltersOpen(false)}
      />
      <section
        className={styles.listingsResults}
        aria-labelledby="results-title"
        // A new search runs while the last one's results stay on show.
        aria-busy={search.isPlaceholderData}
      >
        {/* New listings kept on this device while offline. */}
        <DraftsSection kind={kind} />
        <h2 id="results-title" className="visually-hidden">
          Results
        </h2>
        {!isReady || search.isPending || isFirstRender ? (
          <TileSkeletons />
        ) : search.isError ? (
          <div className={`${cardClass} ${emptyStateClass}`} role="alert">
            <p>{search.error.message}</p>
            <Button variant="secondary" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <div className={styles.listingsCountRow}>
              <p className={styles.listingsCount} role="status" aria-live="polite">
                {isNarrowed ? config.countText(total, isTotalCapped) : ''}
              </p>
              {isNarrowed && shownItems.length > 0 && (
                <button type="button" className={styles.clearLink} onClick={clear}>
                  Clear Results
                </button>
              )}
            </div>
            {shownItems.length === 0 ? (
              <div className={`${cardClass} ${emptyStateClass}`}>
                <EmptyListIllustration />
                <p>{isNarrowed ? config.emptyText : `There are no active ${config.listTitle.toLowerCase()} yet.`}</p>
                {isNarrowed ? (
                  <Button variant="secondary" onClick={clear}>
                    Clear Results
                  </Button>
                ) : (
                  canAdd && (
                    <>
                      <Link to={`${config.path}/add`} className={buttonClass({ variant: 'secondary' })}>
                        Add the first {config.messageNoun}
                      </Link>
                      <Link to={importPath}>or import them from your ATS</Link>
                    </>
                  )
                )}
              </div>
            ) : (
              <ul className={styles.tiles} aria-label={config.listTitle}>
                {shownItems.map((listing) => (
                  <li key={listing.uid}>
                    <ListingTile
                      listing={listing}
                      search={isPane ? locationSearch : ''}
                      isCurrent={listing.uid === openUid}
                    />
                  </li>
                ))}
              </ul>
            )}
            {search.hasNextPage && (
              <div className={styles.listingsMore}>
                <Button
                  variant="secondary"
                  onClick={() => void search.fetchNextPage()}
                  disabled={search.isFetchingNextPage}
                >
                  {search.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
                <p className="muted">
                  Showing {items.length} of {searchTotalText(total, isTotalCapped)}
                </p>
              </div>
            )}
            {canAdd && shownItems.length > 0 && (
              <p className={styles.listingsImportNote}>
                <Link to={importPath}>Import {config.listTitle.toLowerCase()} from your ATS</Link>
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
