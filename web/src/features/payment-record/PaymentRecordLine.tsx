import { describePaymentRecord, explainPaymentRecord } from '../../../../shared/rules/payment-record';
import type { PaymentRecord } from '../../../../shared/types/payment-record';
import styles from '../responsiveness/responsiveness.module.css';

/**
 * The proposer's payment record on a proposal awaiting one's answer ("Their payment record: Pays
 * partners within 3–7 business days · 20 % overdue"), with what it is a median of. A band only:
 * it never names them, nor counts days or deals (docs/payment-record.md).
 */
export function PaymentRecordLine({ record }: { record: PaymentRecord | undefined }) {
  if (!record) return null;
  return (
    <div className={styles.line} data-testid="payment-record">
      <p className={styles.lineText}>
        <span className={styles.label}>Their payment record:</span>{' '}
        <span className={styles.summary}>{describePaymentRecord(record)}</span>
      </p>
      <p className={styles.lineNote}>{explainPaymentRecord(record)}</p>
    </div>
  );
}
