/**
 * /account/deals (admin): the Disputes queue (deals referred to the ethics committee,
 * each with its printable record), placements and fees per month as a chart, and the deals CSV.
 */
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { dateTime } from '../../format/dates';
import { useDealReport, useDeals } from '../../api/deals';
import { DealChart } from '../../features/deals/DealChart';
import styles from '../../features/deals/deals.module.css';

function DisputesQueue() {
  const { data, isPending, isError, refetch } = useDeals({ disputed: 'true' });
  if (isPending) return <Skeleton />;
  if (isError) {
    return (
      <div role="alert">
        <p>The disputes could not be loaded.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) return <EmptyState boxed>No deal has been referred to the ethics committee.</EmptyState>;
  return (
    <ul className={styles.list} aria-label="Disputes">
      {data.items.map((deal) => (
        <li key={deal.uid} className={`${cardClass} ${styles.tile}`} data-testid="dispute-row">
          <div className={styles.tileTop}>
            <p className={styles.tileTitle}>
              {deal.jReference}
              {deal.cReference ? ` · ${deal.cReference}` : ''} — {deal.jobTitle}
            </p>
            <span className="muted">{deal.stageLabel}</span>
          </div>
          <p className={styles.tileLine}>
            {deal.jobOwner} (job owner) and {deal.partner} (partner) · last change {dateTime(deal.updated)}
          </p>
          <div className={styles.actions}>
            <Link to={`/deals/${deal.uid}/record`} className={buttonClass({ size: 'small' })}>
              Record for the committee
            </Link>
            <Link to={`/deals/${deal.uid}`} className={buttonClass({ size: 'small', variant: 'secondary' })}>
              Open the deal
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function MonthlyChart() {
  const { data, isPending, isError } = useDealReport();
  if (isPending) return <Skeleton />;
  if (isError) return <p role="alert">The figures could not be loaded.</p>;
  return <DealChart months={data.months} />;
}

export default function AdminDeals() {
  useDocumentTitle('Deals');
  return (
    <div className={styles.stack}>
      <section className={cardClass} aria-labelledby="disputes">
        <h2 id="disputes" className={styles.sectionTitle}>
          Disputes
        </h2>
        <DisputesQueue />
      </section>
      <section className={cardClass} aria-labelledby="figures">
        <h2 id="figures" className={styles.sectionTitle}>
          Placements and fees per month
        </h2>
        <MonthlyChart />
      </section>
      <section className={cardClass} aria-labelledby="export">
        <h2 id="export" className={styles.sectionTitle}>
          Export
        </h2>
        <p className="muted">Every deal with its parties, stage, dates, fee and shares, for a spreadsheet.</p>
        <a href="/api/deals/export.csv" download className={buttonClass({ variant: 'secondary' })}>
          Download deals (CSV)
        </a>
      </section>
    </div>
  );
}
