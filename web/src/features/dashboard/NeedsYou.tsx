/**
 * "Needs you": what waits for the member, most pressing first, each row one tap from acting on it
 * (answer a proposal, accept deal terms, record a payment, extend a listing, look at a strong
 * suggestion). Nothing waiting: a sentence and the next useful thing to do instead.
 */
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useToast } from '../../components/ui/Toast';
import { useExtendFromDashboard } from '../../api/dashboard';
import type { NeedsYouItem } from '../../../../shared/types/dashboard';
import { LISTING_EXTENSION_DAYS } from '../../../../shared/constants';
import { RowIcon } from './RowIcon';
import styles from './dashboard.module.css';

const TONE_CLASS = { neutral: styles.chipNeutral, soon: styles.chipSoon, overdue: styles.chipOverdue };

function ExtendButton({ item }: { item: NeedsYouItem & { extend: NonNullable<NeedsYouItem['extend']> } }) {
  const extend = useExtendFromDashboard();
  const toast = useToast();
  return (
    <Button
      size="small"
      variant="secondary"
      className={styles.rowButton}
      isBusy={extend.isPending}
      aria-label={`Extend ${item.title} by ${LISTING_EXTENSION_DAYS} days`}
      onClick={() =>
        extend.mutate(item.extend, {
          onSuccess: () =>
            toast({
              header: 'Listing extended',
              content: `${item.title} runs ${LISTING_EXTENSION_DAYS} days longer.`,
              type: 'success',
            }),
          onError: (err) => toast({ header: 'Not extended', content: err.message, type: 'error' }),
        })
      }
    >
      Extend
    </Button>
  );
}

function Row({ item }: { item: NeedsYouItem }) {
  return (
    <li className={styles.row} data-testid="needs-you-row" data-type={item.type}>
      <Link to={item.href} className={styles.rowLink}>
        <RowIcon type={item.type} />
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>{item.title}</span>
          {item.due && (
            <span className={`${styles.chip} ${TONE_CLASS[item.due.tone]}`} data-testid="countdown">
              {item.due.label}
            </span>
          )}
        </span>
        {!item.extend && <span className={styles.rowAction}>{item.action}</span>}
        <span className={styles.rowChevron} aria-hidden="true">
          ›
        </span>
      </Link>
      {item.extend && <ExtendButton item={{ ...item, extend: item.extend }} />}
    </li>
  );
}

export function NeedsYou({
  items,
  isPending,
  isError,
  onRetry,
  hasListings,
  hasChecklist,
}: {
  items: NeedsYouItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasListings: boolean;
  /** A new member's checklist comes next and names the next steps, so an empty list says only that. */
  hasChecklist: boolean;
}) {
  let body;
  if (isError) {
    body = (
      <div className={styles.empty} role="alert">
        <p>What needs you could not be loaded.</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (isPending || !items) {
    body = (
      <div className={styles.empty} aria-busy="true">
        <Skeleton />
        <Skeleton />
        <span className="visually-hidden">Loading what needs you…</span>
      </div>
    );
  } else if (items.length === 0 && hasChecklist) {
    body = (
      <div className={styles.empty}>
        <p>Nothing waits for you yet. Proposals to answer and listings about to expire will show here.</p>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>
          <strong>You are all caught up.</strong> New proposals, deal steps and listings about to expire will show here.
        </p>
        <div className={styles.emptyActions}>
          {hasListings ? (
            <Link to="/candidates" className={buttonClass({ size: 'small' })}>
              Find candidates to propose
            </Link>
          ) : (
            <Link to="/jobs/add" className={buttonClass({ size: 'small' })}>
              Post a job spec
            </Link>
          )}
          <Link to="/candidates/add" className={buttonClass({ size: 'small', variant: 'secondary' })}>
            Add a candidate
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <ul className={styles.rows}>
        {items.map((item) => (
          <Row key={item.key} item={item} />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="needs-you-heading" data-testid="needs-you">
      <h2 id="needs-you-heading" className={styles.sectionHeading}>
        Needs you
        {items && items.length > 0 && <span className={styles.countBadge}>{items.length}</span>}
      </h2>
      {body}
    </section>
  );
}
