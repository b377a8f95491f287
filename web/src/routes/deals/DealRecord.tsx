/**
 * /deals/{uid}/record: a deal's whole record on one printable page, for the ethics committee
 *: parties, terms and acceptances, figures, the dispute, and the timeline — for an
 * admin, every note sent about it too. "Print or save as PDF" uses the browser's print dialog
 * (docs/deals.md); the print stylesheet leaves out the app's bar, footer and buttons.
 */
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { containerClass } from '../../components/ui/Container';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { dateTime, formatDate } from '../../format/dates';
import { useDeal } from '../../api/deals';
import { useDealGate } from '../../features/deals/useDealGate';
import styles from '../../features/deals/deals.module.css';
import { formatRand } from '../../../../shared/rules/deal';
import { dealTitle } from './DealPage';

export default function DealRecord() {
  const { uid } = useParams();
  const query = useDeal(uid);
  const isLeaving = useDealGate(query.error);
  useDocumentTitle(query.data ? `${dealTitle(query.data)} — record` : 'Deal record');
  if (isLeaving) return <PageLoading />;
  if (query.isPending) return <PageSkeleton label="Loading the record" />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  const deal = query.data;
  const { terms, parties, money, dates } = deal;
  const row = (label: string, value: string | null | undefined) => (
    <tr>
      <th scope="row">{label}</th>
      <td>{value || '-'}</td>
    </tr>
  );
  return (
    <article className={`${containerClass} ${styles.record}`} data-testid="deal-record">
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button onClick={() => window.print()}>Print or save as PDF</Button>
        <Link to={`/deals/${deal.uid}`}>Back to the deal</Link>
      </div>
      <header className={styles.header}>
        <h1 className={styles.title}>Record of {dealTitle(deal)}</h1>
        <p className={styles.meta}>
          {deal.candidateTitle ? `${deal.candidateTitle} for ` : 'Sourcing for '}
          {deal.jobTitle} · {deal.kind === 'match' ? 'match proposal' : 'sourcing offer'} · deal {deal.uid}
        </p>
        <p className={styles.meta}>Printed from Recruiter Connect on {dateTime(new Date())}.</p>
      </header>
      {deal.dispute && (
        <section>
          <h2 className={styles.sectionTitle}>Referral to the ethics committee</h2>
          <p>
            By {deal.dispute.referredBy} on {dateTime(deal.dispute.referredAt)}:
          </p>
          <p className={styles.statement}>{deal.dispute.statement}</p>
        </section>
      )}
      <section>
        <h2 className={styles.sectionTitle}>Parties and terms</h2>
        <table className={styles.recordTable}>
          <tbody>
            {row('Job owner (holds the client)', `${parties.jobOwner.fullname}, ${parties.jobOwner.company}`)}
            {row('Partner', `${parties.partner.fullname}, ${parties.partner.company}`)}
            {row('Stage', deal.stageLabel + (deal.fellThroughReason ? ` (${deal.fellThroughReason})` : ''))}
            {row('Fee split', `${terms.splitPercent}/${100 - terms.splitPercent}`)}
            {row('Placement fee', terms.feePercent === null ? null : `${terms.feePercent}% of the annual CTC`)}
            {row('Replacement guarantee', `${terms.guaranteeDays} days`)}
            {row('Partner payment', `within ${terms.paymentBusinessDays} business days of the client paying`)}
            {row(
              'Non-approach / effective cause',
              `${terms.nonApproachMonths} months / ${terms.effectiveCauseMonths} months`,
            )}
            {row('Terms version', terms.version)}
            {row(
              `Accepted by ${parties.jobOwner.fullname}`,
              parties.jobOwner.termsAcceptedAt && dateTime(parties.jobOwner.termsAcceptedAt),
            )}
            {row(
              `Accepted by ${parties.partner.fullname}`,
              parties.partner.termsAcceptedAt && dateTime(parties.partner.termsAcceptedAt),
            )}
            {row('Terms final', terms.frozenAt && dateTime(terms.frozenAt))}
            {row('Start date', dates.startDate && formatDate(dates.startDate))}
            {row('Annual CTC', money && formatRand(money.ctcRand))}
            {row('Fee', money && formatRand(money.feeRand))}
            {row(
              'Shares (job owner / partner)',
              money && `${formatRand(money.jobOwnerShareRand)} / ${formatRand(money.partnerShareRand)}`,
            )}
            {row('Invoiced', dates.invoiceDate && formatDate(dates.invoiceDate))}
            {row('Client paid', dates.clientPaidDate && formatDate(dates.clientPaidDate))}
            {row('Proof reference', dates.clientPaidProof)}
            {row('Partner payment due', dates.paymentDueDate && formatDate(dates.paymentDueDate))}
            {row('Partner paid', dates.partnerPaidDate && formatDate(dates.partnerPaidDate))}
            {row('Guarantee ends', dates.guaranteeEndDate && formatDate(dates.guaranteeEndDate))}
          </tbody>
        </table>
      </section>
      <section>
        <h2 className={styles.sectionTitle}>Timeline</h2>
        <table className={styles.recordTable}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
            </tr>
          </thead>
          <tbody>
            {deal.timeline.map((item, index) => (
              <tr key={`${item.at}-${index}`}>
                <td>{dateTime(item.at)}</td>
                <td>{item.actor}</td>
                <td>{item.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}
