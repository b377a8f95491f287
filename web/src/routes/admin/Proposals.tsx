/**
 * /account/matches/transactions (all matches) and /account/sourcing/offers (all sourcing
 * offers), admin only. Status and date filters live in the URL; each row opens the admin view.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import { Button } from '../../components/ui/Button';
import styles from '../../features/admin/admin.module.css';
import { fieldStyles } from '../../components/ui/Field';
import { STATUS_TONE } from '../../features/admin/badge-tones';
import { badgeClass } from '../../components/ui/Badge';
import { useAdminProposals } from '../../api/admin';
import { DateField } from '../../components/ui/Field';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import {
  PROPOSAL_FILTERS,
  proposalQueryFrom,
  proposalSearch,
  proposalStatus,
  type ProposalQuery,
} from '../../features/admin/admin-model';
import { shortDate } from '../../format/dates';
import { MemberListSkeleton } from '../../features/admin/MemberListViews';
import type { ProposalListItem } from '../../../../shared/types/matches';
import { answerByLabel } from '../../../../shared/rules/proposal-deadline';

type Kind = 'match' | 'sourcing';

const KINDS = {
  match: {
    title: 'All matches',
    noun: 'match',
    plural: 'matches',
    view: '/match/proposal',
  },
  sourcing: {
    title: 'All sourcing offers',
    noun: 'sourcing offer',
    plural: 'sourcing offers',
    view: '/sourcing/proposal',
  },
} as const;

export function MatchTransactions() {
  return <Proposals kind="match" />;
}

export function SourcingOffers() {
  return <Proposals kind="sourcing" />;
}

export default function Proposals({ kind }: { kind: Kind }) {
  const config = KINDS[kind];
  useDocumentTitle(kind === 'match' ? 'Matches' : 'Sourcing Offers');
  const [params, setParams] = useSearchParams();
  const query = proposalQueryFrom(params);
  const search = proposalSearch(query);
  const isRangeValid = !query.from || !query.to || query.from <= query.to;
  const { data, isPending, isError, isPlaceholderData, refetch } = useAdminProposals(kind, search, {
    enabled: isRangeValid,
  });

  const update = (next: Partial<ProposalQuery>) =>
    setParams((current) => new URLSearchParams(proposalSearch({ ...proposalQueryFrom(current), ...next })), {
      replace: true,
    });

  const items = data?.items ?? [];
  const isFiltered = search !== '';

  return (
    <section
      className={`${cardClass} ${styles.admin}`}
      aria-labelledby="proposals-title"
      aria-busy={isPending || isPlaceholderData}
    >
      <div className={styles.adminHead}>
        <h2 id="proposals-title">{config.title}</h2>
      </div>
      <form
        className={`${styles.adminFilters} ${styles.adminFiltersProposals}`}
        onSubmit={(e) => e.preventDefault()}
        aria-label="Filters"
      >
        <div className={fieldStyles.field}>
          <label htmlFor="proposal-status" className={fieldStyles.label}>
            Status
          </label>
          <select
            id="proposal-status"
            className={fieldStyles.control}
            value={query.status}
            onChange={(e) => update({ status: e.target.value as ProposalQuery['status'] })}
          >
            <option value="">All</option>
            {PROPOSAL_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <DateField
          label="Proposed from"
          value={query.from}
          max={query.to || undefined}
          onChange={(e) => update({ from: e.target.value })}
        />
        <DateField
          label="Proposed to"
          value={query.to}
          min={query.from || undefined}
          aria-invalid={isRangeValid ? undefined : true}
          aria-errormessage={isRangeValid ? undefined : 'proposal-range-error'}
          onChange={(e) => update({ to: e.target.value })}
        />
        {isFiltered && (
          <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            Clear filters
          </Button>
        )}
      </form>
      {!isRangeValid ? (
        <p id="proposal-range-error" className={fieldStyles.error} role="alert">
          The 'from' date must be on or before the 'to' date.
        </p>
      ) : isPending ? (
        <MemberListSkeleton label={`Loading ${config.plural}…`} />
      ) : isError ? (
        <div className={styles.adminEmpty} role="alert">
          <p>The {config.plural} could not be loaded.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={styles.adminEmpty}>
          <p>{isFiltered ? `No ${config.plural} match these filters.` : `There are no ${config.plural} yet.`}</p>
        </div>
      ) : (
        <div className={isPlaceholderData ? `${styles.adminResults} ${styles.adminResultsStale}` : styles.adminResults}>
          <p className={`admin__count ${styles.adminCount}`} aria-live="polite">
            {data.total === items.length
              ? `${data.total} ${data.total === 1 ? config.noun : config.plural}`
              : `Showing ${items.length} of ${data.total} ${config.plural}`}
          </p>
          <ProposalCards items={items} view={config.view} />
          <div className={styles.adminTableScroll}>
            <ProposalTable items={items} view={config.view} kind={kind} />
          </div>
        </div>
      )}
    </section>
  );
}

const references = (p: ProposalListItem) => [p.jReference, p.cReference].filter(Boolean).join(' / ');
const listingTitle = (p: ProposalListItem) => [p.jobTitle, p.candidateTitle].filter(Boolean).join(' ↔ ');

function Status({ item }: { item: ProposalListItem }) {
  const { label, tone } = proposalStatus(item);
  return <span className={badgeClass({ tone: STATUS_TONE[tone], compact: true })}>{label}</span>;
}

function ProposalTable({ items, view, kind }: { items: ProposalListItem[]; view: string; kind: Kind }) {
  return (
    <table className={styles.adminTable}>
      <thead>
        <tr>
          <th scope="col">Reference{kind === 'match' ? 's' : ''}</th>
          <th scope="col">{kind === 'match' ? 'Job spec ↔ candidate' : 'Job spec'}</th>
          <th scope="col">{kind === 'match' ? 'Proposed by' : 'Offered by'}</th>
          <th scope="col">{kind === 'match' ? 'Proposed to' : 'Job owner'}</th>
          <th scope="col">Proposed</th>
          <th scope="col">Seconded</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {items.map((p) => (
          <tr key={p.uid}>
            <td className={styles.adminTableDate}>
              <Link to={`${view}/${p.uid}`} className={styles.adminTableLink}>
                {p.jReference}
                {p.cReference && <span className={styles.adminTableRef}>{p.cReference}</span>}
              </Link>
            </td>
            <td>{listingTitle(p)}</td>
            <td>{p.proposerCompany || '-'}</td>
            <td>{p.seconderCompany || '-'}</td>
            <td className={styles.adminTableDate}>{shortDate(p.proposed)}</td>
            <td className={styles.adminTableDate}>
              {isWaiting(p) ? answerByLabel(p.answerBy!) : shortDate(p.seconded)}
            </td>
            <td>
              <Status item={p} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Pending, with an answer-by date: the tiles say by when. */
const isWaiting = (p: ProposalListItem) => p.status === 'proposed' && !p.isExpired && p.answerBy !== null;

function ProposalCards({ items, view }: { items: ProposalListItem[]; view: string }) {
  return (
    <ul className={styles.adminCards}>
      {items.map((p) => (
        <li key={p.uid} className={styles.adminCard}>
          <span className={styles.adminCardTop}>
            <Link to={`${view}/${p.uid}`} className={styles.adminCardLink}>
              {references(p)}
            </Link>
            <Status item={p} />
          </span>
          <span className={styles.adminCardSub}>{listingTitle(p)}</span>
          <span className={styles.adminCardSub}>
            {p.proposerCompany || '-'} → {p.seconderCompany || '-'}
          </span>
          <span className={styles.adminCardMeta}>
            Proposed {shortDate(p.proposed)}
            {p.seconded ? ` · Seconded ${shortDate(p.seconded)}` : ''}
            {isWaiting(p) ? ` · ${answerByLabel(p.answerBy!)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
