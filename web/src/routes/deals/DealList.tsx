/** /deals: the member's deals (an admin's: every deal), most recently changed first. */
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import { EmptyState } from '../../components/ui/EmptyState';
import { EmptyDealsIllustration } from '../../components/illustrations/EmptyIllustrations';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatDate } from '../../format/dates';
import { useDeals, type DealListFilters } from '../../api/deals';
import { formatRand } from '../../../../shared/rules/deal';
import type { DealListItem } from '../../../../shared/types/deals';
import styles from '../../features/deals/deals.module.css';

const FILTERS: Array<{ key: 'open' | 'closed' | 'all'; label: string }> = [
  { key: 'open', label: 'Open' },
  { key: 'closed', label: 'Closed' },
  { key: 'all', label: 'All' },
];

function DealTile({ deal }: { deal: DealListItem }) {
  const other =
    deal.viewerRole === 'jobOwner'
      ? deal.partner
      : deal.viewerRole === 'partner'
        ? deal.jobOwner
        : `${deal.jobOwner} & ${deal.partner}`;
  return (
    <li>
      <Link to={`/deals/${deal.uid}`} className={`${cardClass} ${styles.tile}`} data-testid="deal-tile">
        <div className={styles.tileTop}>
          <p className={styles.tileTitle}>
            {deal.jReference}
            {deal.cReference ? ` · ${deal.cReference}` : ''} — {deal.jobTitle}
          </p>
          <span className={styles.headerLine}>
            {deal.isDisputed && (
              <Badge tone="danger" compact>
                Referred
              </Badge>
            )}
            <Badge tone="brand" compact>
              {deal.stageLabel}
            </Badge>
          </span>
        </div>
        <p className={styles.tileLine}>
          With {other} · {deal.kind === 'match' ? 'match' : 'sourcing'} · opened {formatDate(deal.created)}
        </p>
        {(deal.feeRand !== null || deal.paymentDueDate) && (
          <p className={styles.tileLine}>
            {deal.feeRand !== null && `Fee ${formatRand(deal.feeRand)}`}
            {deal.myShareRand !== null && ` · your share ${formatRand(deal.myShareRand)}`}
            {deal.paymentDueDate &&
              deal.stage === 'client_paid' &&
              ` · partner payment due ${formatDate(deal.paymentDueDate)}`}
          </p>
        )}
      </Link>
    </li>
  );
}

export default function DealList() {
  useDocumentTitle('Deals');
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? 'open') as 'open' | 'closed' | 'all';
  const filters: DealListFilters = status === 'all' ? {} : { status };
  const { data, isPending, isError, refetch } = useDeals(filters);
  return (
    <div className={`${containerClass} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Deals</h1>
        <p className={styles.meta}>
          A deal opens when a match or sourcing offer is approved: agree the terms, track each stage to the partner’s
          payment, and keep a record both sides can rely on.
        </p>
      </header>
      <div className={styles.filters} role="group" aria-label="Show">
        {FILTERS.map((f) => (
          <Button
            key={f.key}
            size="small"
            variant="secondary"
            className={status === f.key ? styles.filterOn : undefined}
            aria-pressed={status === f.key}
            onClick={() => setParams(f.key === 'open' ? {} : { status: f.key }, { replace: true })}
          >
            {f.label}
          </Button>
        ))}
      </div>
      {isPending ? (
        <PageSkeleton label="Loading your deals" />
      ) : isError ? (
        <div className={cardClass} role="alert">
          <p>Your deals could not be loaded.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState boxed>
          <EmptyDealsIllustration />
          <p>
            {status === 'open' ? 'You have no open deals.' : 'No deals here yet.'} A deal opens when one of your match
            proposals or sourcing offers is approved.
          </p>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Deals">
          {data.items.map((deal) => (
            <DealTile key={deal.uid} deal={deal} />
          ))}
        </ul>
      )}
    </div>
  );
}
