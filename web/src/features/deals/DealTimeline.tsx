/** The deal's timeline, and the referral to the ethics committee. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { TextArea } from '../../components/ui/TextArea';
import { dateTime, formatDate } from '../../format/dates';
import { useModal } from '../../components/ui/Dialog';
import { DISPUTE_STATEMENT_MAX } from '../../../../shared/rules/deal';
import { ZDealDisputeSchema } from '../../../../shared/schemas/deal';
import { useSchemaForm } from '../forms/useSchemaForm';
import type { DealTimelineItem, DealView } from '../../../../shared/types/deals';
import { useDealAction } from './useDealAction';
import styles from './deals.module.css';

const KIND_CLASS: Partial<Record<DealTimelineItem['kind'], string>> = {
  stage: styles.eventStage,
  reminder: styles.eventReminder,
  dispute: styles.eventDispute,
};

export function TimelineList({ items }: { items: DealTimelineItem[] }) {
  return (
    <ol className={styles.timeline}>
      {items.map((item, index) => (
        <li key={`${item.at}-${index}`} className={[styles.event, KIND_CLASS[item.kind]].filter(Boolean).join(' ')}>
          <span className={styles.eventMeta}>
            <time dateTime={item.at}>{dateTime(item.at)}</time> · {item.actor}
          </span>
          <span>{item.text}</span>
        </li>
      ))}
    </ol>
  );
}

export function DealTimeline({ deal }: { deal: DealView }) {
  return (
    <section className={cardClass} aria-labelledby="deal-timeline">
      <h2 id="deal-timeline" className={styles.sectionTitle}>
        Timeline
      </h2>
      <TimelineList items={deal.timeline} />
    </section>
  );
}

export function DealDispute({ deal }: { deal: DealView }) {
  const [isOpen, setIsOpen] = useState(false);
  const [statement, setStatement] = useState('');
  const form = useSchemaForm();
  const action = useDealAction(deal.uid, () => setIsOpen(false), form);
  const { bindForm } = form;
  const modal = useModal();
  if (deal.dispute) {
    return (
      <section className={cardClass} aria-labelledby="deal-dispute">
        <h2 id="deal-dispute" className={styles.sectionTitle}>
          Referred to the ethics committee
        </h2>
        <p className="muted">
          By {deal.dispute.referredBy} on {dateTime(deal.dispute.referredAt)}. An administrator will contact both
          parties.
        </p>
        <p className={styles.statement}>{deal.dispute.statement}</p>
      </section>
    );
  }
  if (!deal.abilities.canDispute) return null;

  function referUnpaid() {
    modal({
      header: 'Refer the unpaid deal?',
      content: (
        <p>
          The ethics committee gets the deal with its whole timeline, and a statement from its dates: the client paid on{' '}
          {formatDate(deal.dates.clientPaidDate)}, your share was due by {formatDate(deal.dates.paymentDueDate)}.{' '}
          {deal.parties.jobOwner.fullname} and the administrators are told.
        </p>
      ),
      options: [
        { caption: 'Refer to the committee', type: 'danger', action: () => action.run({ action: 'refer-unpaid' }) },
        { caption: 'Cancel', type: 'secondary' },
      ],
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.checkNow(ZDealDisputeSchema, { statement });
    if (input) action.run({ action: 'dispute', statement: input.statement });
  }

  return (
    <section className={cardClass} aria-labelledby="deal-dispute">
      {deal.abilities.canReferUnpaid && (
        <div className={styles.unpaid} data-testid="refer-unpaid">
          <h2 className={styles.sectionTitle}>Still not paid?</h2>
          <p>
            The client paid on {formatDate(deal.dates.clientPaidDate)} and your share was due by{' '}
            {formatDate(deal.dates.paymentDueDate)}. You can refer the deal to the ethics committee now, with its
            timeline attached.
          </p>
          <Button variant="danger" onClick={referUnpaid} disabled={action.isBusy}>
            Refer the unpaid deal
          </Button>
        </div>
      )}
      <h2 id="deal-dispute" className={styles.sectionTitle}>
        A disagreement?
      </h2>
      <p className="muted">
        The association’s terms ask both recruiters to try to resolve it first. If you cannot, refer the deal to the
        ethics committee: its whole timeline goes with your statement.
      </p>
      {!isOpen ? (
        <Button variant="danger-outline" onClick={() => setIsOpen(true)}>
          Refer to the ethics committee
        </Button>
      ) : (
        <form ref={bindForm} className={styles.form} onSubmit={handleSubmit} noValidate>
          <TextArea
            label="Your statement"
            value={statement}
            limit={DISPUTE_STATEMENT_MAX}
            rows={5}
            onChange={(e) => {
              setStatement(e.target.value);
              form.clearError('statement');
            }}
            error={form.errorFor('statement')}
            hint="What happened, and what you ask the committee to decide."
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" disabled={action.isBusy}>
              Send to the committee
            </Button>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
