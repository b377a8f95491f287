/**
 * /account/users/{type}: the members of one workflow step (spec “Guarded pages”, admin only). The search,
 * sort and direction live in the URL, so reload, Back and shared links show the same list.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { buttonClass } from '../../components/ui/Button';
import styles from '../../features/admin/admin.module.css';
import { fieldStyles } from '../../components/ui/Field';
import { KEYWORD_TOO_LONG_MESSAGE } from '../../../../shared/messages';
import { LIMITS } from '../../../../shared/constants';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { memberQueryFrom, memberSearch, stageLabel, toStage, type MemberQuery } from '../../features/admin/admin-model';
import {
  MemberCards,
  MemberListSkeleton,
  MemberTable,
  SortSelect,
  WorkflowPanel,
} from '../../features/admin/MemberListViews';
import { memberListSearch, useMemberList } from '../../api/admin';
import type { MemberStage } from '../../../../shared/types/admin';

const SEARCH_DELAY_MS = 350;

export default function Members() {
  const { type } = useParams();
  const { search } = useLocation();
  const stage = toStage(type);
  if (!stage) return <Navigate to={{ pathname: '/account/users/registered', search }} replace />;
  return <MembersOfStage stage={stage} />;
}

function MembersOfStage({ stage }: { stage: MemberStage }) {
  useDocumentTitle(`Members — ${stageLabel(stage)}`);
  const [params, setParams] = useSearchParams();
  const query = memberQueryFrom(params);
  const { data, isPending, isError, isPlaceholderData, refetch } = useMemberList(stage, query);

  const update = (next: Partial<MemberQuery>) =>
    setParams((current) => new URLSearchParams(memberSearch({ ...memberQueryFrom(current), ...next })), {
      replace: true,
    });

  const search = memberSearch(query);
  const items = data?.items ?? [];

  return (
    <section
      className={`${cardClass} ${styles.admin}`}
      aria-labelledby="members-title"
      aria-busy={isPending || isPlaceholderData}
    >
      <div className={styles.adminHead}>
        <h2 id="members-title">Members — {stageLabel(stage)}</h2>
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={`/api/admin/accounts.csv?${memberListSearch(stage, query)}`}
          download
        >
          Export CSV
        </a>
      </div>
      <WorkflowPanel stage={stage} counts={data?.counts} search={search} />
      <div className={styles.adminFilters}>
        <SearchBox value={query.q} onSearch={(q) => update({ q })} />
        <SortSelect query={query} onSort={update} />
      </div>
      {isPending ? (
        <MemberListSkeleton />
      ) : isError ? (
        <div className={styles.adminEmpty} role="alert">
          <p>The members could not be loaded.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={styles.adminEmpty}>
          <p>
            {query.q
              ? `No ${stageLabel(stage).toLowerCase()} accounts match “${query.q}”.`
              : `There are no accounts at this step.`}
          </p>
        </div>
      ) : (
        <div className={isPlaceholderData ? `${styles.adminResults} ${styles.adminResultsStale}` : styles.adminResults}>
          <p className={`admin__count ${styles.adminCount}`} aria-live="polite">
            {data.total === items.length
              ? `${data.total} account${data.total === 1 ? '' : 's'}`
              : `Showing ${items.length} of ${data.total} accounts`}
          </p>
          <MemberCards items={items} />
          <div className={styles.adminTableScroll}>
            <MemberTable items={items} query={query} onSort={update} />
          </div>
        </div>
      )}
    </section>
  );
}

/** Searches as the admin types (debounced); Enter searches at once. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed from outside (Back, a step link): show its search in the box.
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A search over the API's limit is named, never cut to fit (and not sent).
  const isTooLong = draft.trim().length > LIMITS.searchKeyword;

  const schedule = (next: string) => {
    setDraft(next);
    window.clearTimeout(timer.current);
    if (next.trim().length > LIMITS.searchKeyword) return;
    timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(timer.current);
    if (!isTooLong) onSearch(draft.trim());
  };

  return (
    <form role="search" className={`${fieldStyles.field} ${styles.adminSearch}`} onSubmit={handleSubmit}>
      <label htmlFor="member-search" className={fieldStyles.label}>
        Search
      </label>
      <input
        id="member-search"
        className={fieldStyles.control}
        type="search"
        value={draft}
        placeholder="Name, e-mail, company or membership no."
        autoComplete="off"
        aria-invalid={isTooLong ? true : undefined}
        aria-describedby={isTooLong ? 'member-search-error' : undefined}
        onChange={(e) => schedule(e.target.value)}
      />
      {isTooLong && (
        <small id="member-search-error" className={fieldStyles.error}>
          {KEYWORD_TOO_LONG_MESSAGE}
        </small>
      )}
    </form>
  );
}
