/**
 * The member's payment history (spec “Entities and their fields” Account "periods"): which months were paid. The admin
 * records a month as paid or unpaid, flips it, or removes a month recorded by mistake; each change
 * is one PATCH naming only that month, audited like every admin update.
 */
import { useState, type FormEvent } from 'react';
import { fieldStyles } from '../../components/ui/Field';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import styles from './admin.module.css';
import { Field } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import { formatMonth } from '../../format/dates';
import { MESSAGES, TITLES } from '../../../../shared/messages';
import { isPeriod, sortedPeriods, type PaymentPeriodsPatch } from '../../../../shared/rules/payment-periods';
import { PERIODS_MESSAGES } from '../../../../shared/schemas/payment-periods';
import type { MemberDetail } from '../../../../shared/types/admin';
import { displayName } from './admin-model';
import type { useMemberActions } from './useMemberAdmin';

type Props = { member: MemberDetail; actions: ReturnType<typeof useMemberActions> };

const thisMonth = () => new Date().toISOString().slice(0, 7);

export function PaymentHistory({ member, actions }: Props) {
  const [month, setMonth] = useState(thisMonth);
  const [isPaid, setIsPaid] = useState(true);
  const [error, setError] = useState<string>();
  const toast = useToast();
  // Newest month first: the one an admin is most likely to look for.
  const periods = sortedPeriods(member.periods).reverse();
  const isBusy = actions.busy !== null;

  const change = (patch: PaymentPeriodsPatch, done: string) =>
    actions.run({ label: 'Payment history update', request: actions.patch({ periods: patch }), done });

  function handleRecord(event: FormEvent) {
    event.preventDefault();
    const period = month.trim();
    if (!isPeriod(period)) {
      setError(PERIODS_MESSAGES.month);
      return toast({ header: TITLES.invalidField, content: PERIODS_MESSAGES.month, type: 'error' });
    }
    setError(undefined);
    if (member.periods[period] === isPaid) {
      return toast({ header: TITLES.accountStatus, content: MESSAGES.noChanges, type: 'alert' });
    }
    void change(
      { [period]: isPaid },
      `${formatMonth(period)} is recorded as ${isPaid ? 'paid' : 'unpaid'} for ${displayName(member)}.`,
    );
  }

  return (
    <>
      {periods.length === 0 ? (
        <p className="muted">No payments recorded yet.</p>
      ) : (
        <ul className={styles.periods} aria-label="Payment history">
          {periods.map(([period, paid]) => (
            <li key={period} className={styles.periodsItem}>
              <span className={styles.periodsMonth}>{formatMonth(period)}</span>
              <span
                className={`periods__state ${styles.periodsState} ${paid ? styles.periodsStatePaid : styles.periodsStateUnpaid}`}
              >
                {paid ? 'Paid' : 'Unpaid'}
              </span>
              <span className={styles.periodsActions}>
                <Button
                  variant="secondary"
                  disabled={isBusy}
                  aria-label={`Mark ${formatMonth(period)} ${paid ? 'unpaid' : 'paid'}`}
                  onClick={() =>
                    void change(
                      { [period]: !paid },
                      `${formatMonth(period)} is now recorded as ${paid ? 'unpaid' : 'paid'}.`,
                    )
                  }
                >
                  {paid ? 'Mark unpaid' : 'Mark paid'}
                </Button>
                <Button
                  variant="danger-outline"
                  disabled={isBusy}
                  aria-label={`Remove ${formatMonth(period)}`}
                  onClick={() =>
                    void change({ [period]: null }, `${formatMonth(period)} was removed from the payment history.`)
                  }
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4 className={styles.memberSectionSub}>Record a month</h4>
      <form
        className={`${formStyles.grid} ${formStyles.gridTwo}`}
        onSubmit={handleRecord}
        aria-label="Record a month"
        noValidate
      >
        <Field
          label="Month"
          type="month"
          value={month}
          placeholder="YYYY-MM"
          error={error}
          hint="Written YYYY-MM where the browser has no month picker."
          onChange={(e) => setMonth(e.target.value)}
        />
        <label className={`${fieldStyles.checkbox} ${styles.contractPaid}`}>
          <input type="checkbox" checked={isPaid} onChange={(e) => setIsPaid(e.target.checked)} />
          <span>Paid</span>
        </label>
        <div className={formStyles.actions}>
          <Button type="submit" disabled={isBusy}>
            Record month
          </Button>
        </div>
      </form>
    </>
  );
}
