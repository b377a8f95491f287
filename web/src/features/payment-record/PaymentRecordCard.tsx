import { cardClass } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMyPaymentRecord } from '../../api/payment-record';
import { describePaymentRecord, explainPaymentRecord } from '../../../../shared/rules/payment-record';
import styles from '../responsiveness/responsiveness.module.css';

/**
 * My Account's "Your payment record": how one pays partners, exactly as the members one proposes
 * to see it — a band, never the days (docs/payment-record.md).
 */
export function PaymentRecordCard() {
  const { data, isPending, isError } = useMyPaymentRecord();
  if (isError) return null;
  return (
    <section className={cardClass} aria-labelledby="payment-record-heading">
      <h2 id="payment-record-heading" className={styles.cardHeading}>
        Your payment record
      </h2>
      <p className={styles.cardSummary} data-testid="my-payment-record">
        {isPending ? <Skeleton shape="line" /> : describePaymentRecord(data)}
      </p>
      {data && (
        <p className={`muted ${styles.cardFacts}`}>
          {explainPaymentRecord(data).replace('their last deals', 'your last deals as job owner')} Members you propose
          to see this line. Record Partner paid on each deal as soon as you pay.
        </p>
      )}
    </section>
  );
}
