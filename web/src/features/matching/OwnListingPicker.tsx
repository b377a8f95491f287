import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { buttonClass } from '../../components/ui/Button';
import styles from './matching.module.css';
import { Skeleton } from '../../components/ui/Skeleton';
import { Link, useSearchParams } from 'react-router-dom';
import type { ListingKind } from '../../../../shared/lookups';
import type { ListingSummary } from '../../../../shared/types/listings';
import { useOwnListings } from './useListings';
import { fieldStyles } from '../../components/ui/Field';
import { LIMITS } from '../../../../shared/constants';
import { KEYWORD_TOO_LONG_MESSAGE } from '../../../../shared/messages';

export type PickKindText = {
  kind: ListingKind;
  /** 'Candidate' / 'Job Spec'. */
  singular: string;
  /** 'Candidates' / 'Job Specs'. */
  plural: string;
  addLabel: string;
  addPath: string;
};

/** '3 Candidates match your criteria', '1 Job Spec matches your criteria'. */
export function countText(total: number, text: Pick<PickKindText, 'singular' | 'plural'>): string {
  return total === 1 ? `1 ${text.singular} matches your criteria` : `${total} ${text.plural} match your criteria`;
}

function expiryText(item: ListingSummary): string {
  if (item.isClosed) return 'Closed';
  if (item.isExpired || item.daysToExpiry < 0) return 'Expired';
  if (item.daysToExpiry === 0) return 'Expires today';
  return `Expires in ${item.daysToExpiry} day${item.daysToExpiry === 1 ? '' : 's'}`;
}

/**
 * The search over the viewer's own open listings of the other kind (spec “Screen details” Propose a
 * Match): a keyword box over reference and title kept in the URL (?q=), 'Search Now' and
 * 'Clear Results', the count, and the results sorted by expiry. Picking one calls onPick.
 */
export function OwnListingPicker({ text, onPick }: { text: PickKindText; onPick: (item: ListingSummary) => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(keyword);
  const query = useOwnListings(text.kind, keyword, { enabled: true });
  // A keyword over the API's limit is named, never cut to fit (and not sent).
  const isTooLong = draft.trim().length > LIMITS.searchKeyword;

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (next.length > LIMITS.searchKeyword) return;
    setSearchParams(next ? { q: next } : {}, { replace: true });
  }

  function handleClear() {
    setDraft('');
    setSearchParams({}, { replace: true });
  }

  return (
    <section className={`${cardClass} ${styles.picker}`} aria-labelledby="picker-heading">
      <div className={styles.pickerTop}>
        <h2 id="picker-heading" className={styles.pickerHeading}>
          Choose one of your {text.plural}
        </h2>
        <Link to={text.addPath} className={buttonClass({ variant: 'secondary' })}>
          {text.addLabel}
        </Link>
      </div>
      <form className={styles.pickerSearch} role="search" onSubmit={handleSearch}>
        <label htmlFor="picker-keyword" className={styles.pickerLabel}>
          Search your {text.plural} by reference or title
        </label>
        <input
          id="picker-keyword"
          type="search"
          className={styles.pickerInput}
          value={draft}
          placeholder="Reference or title"
          aria-invalid={isTooLong ? true : undefined}
          aria-describedby={isTooLong ? 'picker-keyword-error' : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        {isTooLong && (
          <small id="picker-keyword-error" className={fieldStyles.error}>
            {KEYWORD_TOO_LONG_MESSAGE}
          </small>
        )}
        <div className={styles.pickerLinks}>
          <Button type="submit" variant="link">
            Search Now
          </Button>
          <Button variant="link" onClick={handleClear}>
            Clear Results
          </Button>
        </div>
      </form>

      {query.isPending && (
        <div className={styles.pickerLoading} role="status" aria-live="polite">
          <span className="visually-hidden">Loading your {text.plural}…</span>
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </div>
      )}
      {query.isError && (
        <div className={styles.pickerError} role="alert">
          <p>
            Your {text.plural} could not be loaded. {query.error.message}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess && (
        <>
          <p className={styles.pickerCount} role="status" aria-live="polite" data-testid="picker-count">
            {countText(query.data.total, text)}
          </p>
          {query.data.items.length === 0 ? (
            <p className={styles.pickerEmpty}>
              {keyword
                ? `None of your open ${text.plural} match '${keyword}'.`
                : `You have no open ${text.plural} to propose yet.`}
            </p>
          ) : (
            <ul className={styles.pickerList}>
              {query.data.items.map((item) => (
                <li key={item.uid}>
                  <button type="button" className={styles.pick} onClick={() => onPick(item)}>
                    <span className={styles.pickTitle}>{item.title}</span>
                    <span className={styles.pickMeta}>
                      {[item.reference, item.natureName, item.locationName].filter(Boolean).join(' · ')}
                    </span>
                    <span className={styles.pickExpiry}>{expiryText(item)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {query.data.total > query.data.items.length && (
            <p className={`${styles.pickerMore} muted`}>
              Showing your {query.data.items.length} newest {text.plural}; search by reference or title to find others.
            </p>
          )}
        </>
      )}
    </section>
  );
}
