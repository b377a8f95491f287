/** Where the deal stands (the stepper), its money, and the form for the next stage. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { DateField, TextInput } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { useModal } from '../../components/ui/Dialog';
import { formatDate } from '../../format/dates';
import { saDateOf } from '../../../../shared/rules/business-days';
import {
  DEAL_STAGE_LABELS,
  FELL_THROUGH_REASONS,
  formatRand,
  MAIN_STAGES,
  STAGE_INPUTS,
  type DealStage,
} from '../../../../shared/rules/deal';
import { ZDealStageSchema, type TDealStage } from '../../../../shared/schemas/deal';
import type { DealView } from '../../../../shared/types/deals';
import { useDealAction } from './useDealAction';
import { otherPartyName } from './UndoStageBar';
import { useSchemaForm } from '../forms/useSchemaForm';
import styles from './deals.module.css';

const OFF_LINE: Partial<Record<DealStage, string>> = {
  fell_through: 'This deal fell through',
  replaced: 'The candidate was replaced inside the guarantee',
  refunded: 'The fee was refunded inside the guarantee',
};

export function StageStepper({ deal }: { deal: DealView }) {
  const closedOff = OFF_LINE[deal.stage];
  // For a deal that left the main line, the stages it reached are those on its timeline.
  const reached = new Set(deal.timeline.filter((t) => t.kind === 'stage').map((t) => t.stage));
  const currentIndex = (MAIN_STAGES as readonly DealStage[]).indexOf(deal.stage);
  return (
    <section className={cardClass} aria-labelledby="deal-stages">
      <h2 id="deal-stages" className={styles.sectionTitle}>
        Stage: {deal.stageLabel}
      </h2>
      <ol className={styles.stepper} data-testid="deal-stepper">
        {MAIN_STAGES.map((stage, index) => {
          const isDone = closedOff ? stage === 'introduced' || reached.has(stage) : index < currentIndex;
          const isCurrent = !closedOff && index === currentIndex;
          const className = [styles.step, isDone && styles.stepDone, isCurrent && styles.stepCurrent]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={stage} className={className} aria-current={isCurrent ? 'step' : undefined}>
              <span className={styles.stepDot} aria-hidden="true">
                {isDone ? '✓' : index + 1}
              </span>
              {DEAL_STAGE_LABELS[stage]}
              {isDone && <span className="visually-hidden"> (done)</span>}
            </li>
          );
        })}
      </ol>
      {closedOff && (
        <p className={styles.closedNote}>
          <strong>{closedOff}</strong>
          {deal.fellThroughReason ? `: ${deal.fellThroughReason}.` : '.'}
        </p>
      )}
    </section>
  );
}

export function DealMoney({ deal }: { deal: DealView }) {
  const { money, dates, parties } = deal;
  if (!money) return null;
  return (
    <section className={cardClass} aria-labelledby="deal-money">
      <h2 id="deal-money" className={styles.sectionTitle}>
        Fee and shares
      </h2>
      <dl className={styles.money}>
        <div className={styles.moneyItem}>
          <dt>Placement fee</dt>
          <dd data-testid="deal-fee">{formatRand(money.feeRand)}</dd>
        </div>
        <div className={styles.moneyItem}>
          <dt>{parties.jobOwner.isViewer ? 'Your share' : `${parties.jobOwner.fullname}’s share`}</dt>
          <dd data-testid="deal-share-job-owner">{formatRand(money.jobOwnerShareRand)}</dd>
        </div>
        <div className={styles.moneyItem}>
          <dt>{parties.partner.isViewer ? 'Your share' : `${parties.partner.fullname}’s share`}</dt>
          <dd data-testid="deal-share-partner">{formatRand(money.partnerShareRand)}</dd>
        </div>
      </dl>
      <p className="muted">
        {deal.terms.feePercent}% of an annual CTC of {formatRand(money.ctcRand)}; start date{' '}
        {formatDate(dates.startDate)}
        {dates.guaranteeEndDate ? `; guarantee until ${formatDate(dates.guaranteeEndDate)}` : ''}.
      </p>
      {dates.paymentDueDate && (
        <p className={styles.due} data-testid="deal-due">
          {dates.partnerPaidDate ? (
            <>Partner paid on {formatDate(dates.partnerPaidDate)}.</>
          ) : (
            <>
              <strong>Partner payment due by {formatDate(dates.paymentDueDate)}</strong> (client paid on{' '}
              {formatDate(dates.clientPaidDate)}
              {dates.clientPaidProof ? `; proof reference ${dates.clientPaidProof}` : ''}).
            </>
          )}
        </p>
      )}
    </section>
  );
}

const CLOSES: Partial<Record<DealStage, string>> = {
  fell_through: 'The deal closes as fallen through.',
  replaced: 'The deal closes as replaced inside the guarantee.',
  refunded: 'The deal closes with the fee refunded inside the guarantee.',
};

/** What the other party's note will say (api/services/deals/record-deal-stage.ts words it the same). */
function noticeOf(deal: DealView, input: TDealStage): string {
  const me = deal.viewerRole === 'jobOwner' ? deal.parties.jobOwner.fullname : deal.parties.partner.fullname;
  const job = `job spec ${deal.jReference} (${deal.jobTitle})`;
  const subject = deal.cReference ? `candidate ${deal.cReference} for ${job}` : `sourcing for ${job}`;
  const label = DEAL_STAGE_LABELS[input.stage];
  const extra =
    input.stage === 'placed'
      ? ` Start date ${formatDate(input.date)}; annual CTC ${formatRand(input.ctc ?? 0)}.`
      : input.stage === 'fell_through'
        ? ` Reason: ${input.reason}.`
        : input.date
          ? ` ${STAGE_INPUTS[input.stage]?.date ?? 'Date'}: ${formatDate(input.date)}.${input.proof ? ` Proof reference: ${input.proof}.` : ''}`
          : '';
  return `${me} moved the deal on ${subject} to ${label}.${extra}`;
}

/** The confirmation's words: who is told what, when, and how long the stage can be undone. */
function Confirmation({ deal, input }: { deal: DealView; input: TDealStage }) {
  const closes = CLOSES[input.stage];
  return (
    <>
      <p className={styles.confirmTold}>{otherPartyName(deal)} will be told:</p>
      <p className={styles.confirmQuote}>“{noticeOf(deal, input)}”</p>
      <p className="muted">
        {closes ? `${closes} ` : ''}You can undo it for {deal.undoSeconds} seconds; they are told after that.
      </p>
    </>
  );
}

/** The next stage's form, and the ways off the main line (Fell through; Replaced/Refunded). */
export function NextStep({ deal }: { deal: DealView }) {
  const stages = deal.abilities.nextStages;
  // Partner paid, inside the guarantee: Guarantee ended waits for its day.
  const guaranteeNote =
    deal.stage === 'partner_paid' && !stages.includes('guarantee_ended') && deal.dates.guaranteeEndDate
      ? `Guarantee ended can be recorded from ${formatDate(deal.dates.guaranteeEndDate)}.`
      : null;
  if (stages.length === 0) return null;
  const [main, ...others] = stages.filter((s) => s !== 'fell_through' && s !== 'replaced' && s !== 'refunded');
  const offLine = stages.filter((s) => s === 'fell_through' || s === 'replaced' || s === 'refunded');
  return (
    <section className={cardClass} aria-labelledby="deal-next">
      <h2 id="deal-next" className={styles.sectionTitle}>
        Next step
      </h2>
      {guaranteeNote && <p className="muted">{guaranteeNote}</p>}
      <div className={styles.moves}>
        {main && <StageForm key={`${deal.stage}-${main}`} deal={deal} stage={main} />}
        {others.map((stage) => (
          <StageForm key={stage} deal={deal} stage={stage} />
        ))}
        {offLine.map((stage) => (
          <div key={stage} className={styles.moveOther}>
            <StageForm deal={deal} stage={stage} isSecondary />
          </div>
        ))}
      </div>
    </section>
  );
}

function StageForm({ deal, stage, isSecondary }: { deal: DealView; stage: DealStage; isSecondary?: boolean }) {
  const needs = STAGE_INPUTS[stage] ?? {};
  // Client paid is usually recorded the day the money comes in: today (South Africa) to start with.
  const [date, setDate] = useState(stage === 'client_paid' ? saDateOf(new Date()) : '');
  const [proof, setProof] = useState('');
  const [ctc, setCtc] = useState('');
  const [reason, setReason] = useState('');
  // An issue on no field (the stage itself) goes beside the form's first input.
  const form = useSchemaForm({ fieldOf: (path) => path || 'stage' });
  const action = useDealAction(deal.uid, undefined, form);
  const { bindForm } = form;
  const modal = useModal();
  const label = DEAL_STAGE_LABELS[stage];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = {
      stage,
      ...(needs.date && date ? { date } : {}),
      ...(needs.ctc && ctc.trim() ? { ctc: Number(ctc.replace(/[\s,]/g, '')) } : {}),
      ...(needs.reason && reason ? { reason } : {}),
      ...(stage === 'client_paid' && proof.trim() ? { proof } : {}),
    };
    const input = form.checkNow(ZDealStageSchema, body);
    if (!input) return;
    // Say who will be told what before it is recorded; an undo follows for a few seconds.
    modal({
      header: `Record ${label}?`,
      content: <Confirmation deal={deal} input={input} />,
      options: [
        {
          caption: `Record ${label}`,
          type: isSecondary ? 'danger' : 'primary',
          action: () => action.run({ action: 'stage', input }),
        },
        { caption: 'Cancel', type: 'secondary' },
      ],
    });
  }

  return (
    <form ref={bindForm} className={styles.form} onSubmit={handleSubmit} noValidate aria-label={label}>
      {needs.date && (
        <DateField
          label={needs.date}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={form.errorFor('date')}
          required
        />
      )}
      {stage === 'client_paid' && (
        <TextInput
          label="Proof reference (optional)"
          value={proof}
          limit="paymentProof"
          onChange={(e) => setProof(e.target.value)}
          error={form.errorFor('proof')}
          hint="The client’s payment or bank reference. The partner sees it on the deal."
        />
      )}
      {needs.ctc && (
        <TextInput
          label="Annual CTC (rand)"
          inputMode="numeric"
          value={ctc}
          onChange={(e) => setCtc(e.target.value)}
          error={form.errorFor('ctc')}
          hint="The fee and each share are worked out from it."
          required
        />
      )}
      {needs.reason && (
        <Select
          label="Why did it fall through?"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={form.errorFor('reason')}
        >
          <option value="">Choose a reason</option>
          {FELL_THROUGH_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant={isSecondary ? 'danger-outline' : 'primary'} disabled={action.isBusy}>
          Record {label}
        </Button>
      </div>
    </form>
  );
}
