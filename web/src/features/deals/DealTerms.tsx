/** The deal's terms: what the association's terms say, each party's acceptance, and the edit form before both accept. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { factsClass } from '../../components/ui/Facts';
import { TextInput } from '../../components/ui/Field';
import { Badge } from '../../components/ui/Badge';
import { dateTime } from '../../format/dates';
import { GUARANTEE_DAYS_MAX, GUARANTEE_DAYS_MIN } from '../../../../shared/rules/deal';
import { ZDealTermsPatchSchema } from '../../../../shared/schemas/deal';
import type { DealView } from '../../../../shared/types/deals';
import { useDealAction } from './useDealAction';
import { useSchemaForm } from '../forms/useSchemaForm';
import styles from './deals.module.css';

export function DealTerms({ deal }: { deal: DealView }) {
  const { terms, parties, abilities } = deal;
  const [isEditing, setIsEditing] = useState(false);
  const action = useDealAction(deal.uid, () => setIsEditing(false));
  return (
    <section className={cardClass} aria-labelledby="deal-terms">
      <div className={styles.headerLine}>
        <h2 id="deal-terms" className={styles.sectionTitle}>
          Agreed terms
        </h2>
        {terms.frozenAt ? (
          <Badge tone="success" compact>
            Final
          </Badge>
        ) : (
          <Badge tone="alert" compact>
            Awaiting acceptance
          </Badge>
        )}
      </div>
      <dl className={factsClass}>
        <dt>Fee split</dt>
        <dd>
          {terms.splitPercent}/{100 - terms.splitPercent} between the two recruiters
        </dd>
        <dt>Placement fee</dt>
        <dd data-testid="deal-fee-percent">
          {terms.feePercent === null
            ? 'Not entered yet (the job owner enters it)'
            : `${terms.feePercent}% of the annual CTC${terms.isFeeFromJob ? ' (the hiring company’s fee)' : ''}`}
        </dd>
        <dt>Replacement guarantee</dt>
        <dd>{terms.guaranteeDays} days from the start date</dd>
        <dt>Partner payment</dt>
        <dd>Within {terms.paymentBusinessDays} business days of the client paying</dd>
        <dt>Non-approach</dt>
        <dd>{terms.nonApproachMonths} months</dd>
        <dt>Effective cause</dt>
        <dd>{terms.effectiveCauseMonths} months</dd>
        <dt>Terms</dt>
        <dd>
          <Link to="/terms">Collaboration terms</Link>, version {terms.version}
        </dd>
      </dl>
      <ul className={styles.acceptance} aria-label="Acceptance">
        {(['jobOwner', 'partner'] as const).map((role) => {
          const party = parties[role];
          return (
            <li key={role}>
              {party.fullname}
              {party.isViewer ? ' (you)' : ''}:{' '}
              {party.termsAcceptedAt ? `accepted ${dateTime(party.termsAcceptedAt)}` : 'not accepted yet'}
            </li>
          );
        })}
      </ul>
      {(abilities.canAcceptTerms || abilities.canEditTerms) && !isEditing && (
        <div className={`${styles.actions} ${styles.form}`}>
          {abilities.canAcceptTerms && (
            <Button onClick={() => action.run({ action: 'accept-terms' })} disabled={action.isBusy}>
              Accept terms
            </Button>
          )}
          {abilities.canEditTerms && (
            <Button variant="secondary" onClick={() => setIsEditing(true)}>
              Change terms
            </Button>
          )}
        </div>
      )}
      {isEditing && <TermsForm deal={deal} onCancel={() => setIsEditing(false)} />}
    </section>
  );
}

function TermsForm({ deal, onCancel }: { deal: DealView; onCancel: () => void }) {
  const [fee, setFee] = useState(deal.terms.feePercent ?? '');
  const [days, setDays] = useState(String(deal.terms.guaranteeDays));
  // A patch with nothing in it fails on no field: its message goes beside the guarantee.
  const form = useSchemaForm({ fieldOf: (path) => (path === 'feePercent' ? path : 'guaranteeDays') });
  const action = useDealAction(deal.uid, onCancel, form);
  const { bindForm } = form;
  const canFee = deal.abilities.canEditFeePercent;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const patch = {
      ...(canFee && fee.trim() !== (deal.terms.feePercent ?? '') ? { feePercent: fee.trim() } : {}),
      ...(Number(days) !== deal.terms.guaranteeDays ? { guaranteeDays: days.trim() === '' ? NaN : Number(days) } : {}),
    };
    const input = form.checkNow(ZDealTermsPatchSchema, patch);
    if (input) action.run({ action: 'terms', patch: input });
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={handleSubmit} noValidate>
      {canFee && (
        <TextInput
          label="Fee % of the annual CTC"
          inputMode="decimal"
          value={fee}
          onChange={(e) => {
            setFee(e.target.value);
            form.clearError('feePercent');
          }}
          error={form.errorFor('feePercent')}
          hint="For example 15 or 17.5"
        />
      )}
      <TextInput
        label="Replacement guarantee (days)"
        inputMode="numeric"
        value={days}
        onChange={(e) => {
          setDays(e.target.value);
          form.clearError('guaranteeDays');
        }}
        error={form.errorFor('guaranteeDays')}
        hint={`${GUARANTEE_DAYS_MIN}–${GUARANTEE_DAYS_MAX} days. A change asks both parties to accept again.`}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={action.isBusy}>
          Save terms
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
