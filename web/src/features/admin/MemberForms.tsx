import { Choice, ChoiceList } from '../../components/ui/Choice';
/** The member screen's forms: trial and paid-until, notification toggles, candidate sourcing, and a new contract. */
import { useState, type FormEvent } from 'react';
import { fieldStyles } from '../../components/ui/Field';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import styles from './admin.module.css';
import { DateField, Field } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import {
  NOTIFICATION_LABELS,
  NOTIFICATION_TOGGLES,
  isListingAlertToggle,
  type NotificationToggle,
} from '../../../../shared/constants';
import { HIRING_COMPANY_TYPE_ID } from '../../../../shared/lookups';
import { MESSAGES, TITLES } from '../../../../shared/messages';
import type { MemberDetail, MemberPatch } from '../../../../shared/types/admin';
import { contractEnd, displayName, toDateInput } from './admin-model';
import type { useMemberActions } from './useMemberAdmin';

type FormProps = { member: MemberDetail; actions: ReturnType<typeof useMemberActions> };

const MAX_TRIAL_DAYS = 3650;
const MAX_CONTRACT_MONTHS = 120;

function useInvalid() {
  const toast = useToast();
  return (message: string) => toast({ header: TITLES.invalidField, content: message, type: 'error' });
}

export function TrialForm({ member, actions }: FormProps) {
  const [trail, setTrail] = useState(String(member.trail));
  const [paidUntil, setPaidUntil] = useState(toDateInput(member.paidUntil));
  const [error, setError] = useState<string>();
  const toast = useToast();
  const invalid = useInvalid();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const days = Number(trail);
    if (trail.trim() === '' || !Number.isInteger(days) || days < 0 || days > MAX_TRIAL_DAYS) {
      const message = `The Trial days must be a whole number from 0 to ${MAX_TRIAL_DAYS}.`;
      setError(message);
      return invalid(message);
    }
    setError(undefined);
    const patch: MemberPatch = {};
    if (days !== member.trail) patch.trail = days;
    if (paidUntil !== toDateInput(member.paidUntil)) patch.paidUntil = paidUntil || null;
    if (Object.keys(patch).length === 0) {
      return toast({ header: TITLES.accountStatus, content: MESSAGES.noChanges, type: 'alert' });
    }
    void actions.run({
      label: 'Trial and paid-until update',
      request: actions.patch(patch),
      done: `${displayName(member)}'s trial and paid-until dates were saved.`,
    });
  }

  return (
    <form
      className={`${formStyles.grid} ${formStyles.gridTwo}`}
      onSubmit={handleSubmit}
      aria-label="Trial and paid-until"
    >
      <Field
        label="Trial days"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_TRIAL_DAYS}
        step={1}
        value={trail}
        error={error}
        hint="Counted from the activation date."
        onChange={(e) => setTrail(e.target.value)}
      />
      <DateField
        label="Paid until"
        value={paidUntil}
        hint="Leave empty when nothing is paid."
        onChange={(e) => setPaidUntil(e.target.value)}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={actions.busy !== null}>
          Save trial and paid-until
        </Button>
      </div>
    </form>
  );
}

export function NotificationsForm({ member, actions }: FormProps) {
  const [values, setValues] = useState(member.notifications);
  const toast = useToast();
  const isHiringCompany = member.companyType === HIRING_COMPANY_TYPE_ID;
  const isLocked = (key: NotificationToggle) => isHiringCompany && isListingAlertToggle(key);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const changed = NOTIFICATION_TOGGLES.filter((key) => values[key] !== member.notifications[key]);
    if (changed.length === 0)
      return toast({ header: TITLES.accountStatus, content: MESSAGES.noChanges, type: 'alert' });
    void actions.run({
      label: 'Notifications update',
      request: actions.patch({ notifications: Object.fromEntries(changed.map((key) => [key, values[key]])) }),
      done: `${displayName(member)}'s notification settings were saved.`,
    });
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} aria-label="Notification toggles">
      <ChoiceList legend="E-mail this member about" isLegendHidden hasColumns>
        {NOTIFICATION_TOGGLES.map((key) => {
          const isOn = values[key] && !isLocked(key);
          return (
            <Choice
              key={key}
              checked={isOn}
              disabled={isLocked(key)}
              onChange={() => setValues((v) => ({ ...v, [key]: !v[key] }))}
            >
              <span>
                {NOTIFICATION_LABELS[key]}
                {isLocked(key) && <small className="muted"> — off for hiring companies</small>}
              </span>
            </Choice>
          );
        })}
      </ChoiceList>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={actions.busy !== null}>
          Save notifications
        </Button>
      </div>
    </form>
  );
}

/**
 * The account's sourcing flag (spec “Entities and their fields” Account "sourcing"): the member offers candidate-sourcing
 * services, so they hear of every new job spec open to sourcing offers. Hiring companies cannot
 * source (spec “Roles and permissions”), so the flag stays off for them.
 */
export function SourcingForm({ member, actions }: FormProps) {
  const isHiringCompany = member.companyType === HIRING_COMPANY_TYPE_ID;
  const [isOn, setIsOn] = useState(member.sourcing);
  const toast = useToast();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isOn === member.sourcing)
      return toast({ header: TITLES.accountStatus, content: MESSAGES.noChanges, type: 'alert' });
    void actions.run({
      label: 'Candidate sourcing update',
      request: actions.patch({ sourcing: isOn }),
      done: isOn
        ? `${displayName(member)} offers candidate sourcing and hears of every job spec open to sourcing offers.`
        : `${displayName(member)} no longer offers candidate sourcing.`,
    });
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} aria-label="Candidate sourcing">
      <Choice checked={isOn && !isHiringCompany} disabled={isHiringCompany} onChange={() => setIsOn((v) => !v)}>
        <span>
          Offers candidate sourcing services
          <br />
          <small className="muted">
            {isHiringCompany
              ? 'Not available to hiring companies.'
              : 'Alerted about every new job spec open to sourcing offers, whatever the categories.'}
          </small>
        </span>
      </Choice>
      {!isHiringCompany && (
        <div className={formStyles.actions}>
          <Button type="submit" disabled={actions.busy !== null}>
            Save candidate sourcing
          </Button>
        </div>
      )}
    </form>
  );
}

type ContractErrors = Partial<Record<'months' | 'start' | 'end', string>>;

export function ContractForm({ member, actions }: FormProps) {
  const today = toDateInput(new Date().toISOString());
  const [months, setMonths] = useState('12');
  const [paid, setPaid] = useState(false);
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(() => contractEnd(today, 12));
  // Until the admin types an end date it follows the start and the months.
  const [isEndEdited, setIsEndEdited] = useState(false);
  const [errors, setErrors] = useState<ContractErrors>({});
  const invalid = useInvalid();

  const follow = (nextStart: string, nextMonths: string) => {
    if (!isEndEdited) setEnd(contractEnd(nextStart, Number(nextMonths)));
  };

  function validate(): ContractErrors {
    const count = Number(months);
    const found: ContractErrors = {};
    if (!Number.isInteger(count) || count < 1 || count > MAX_CONTRACT_MONTHS)
      found.months = `The Months must be a whole number from 1 to ${MAX_CONTRACT_MONTHS}.`;
    if (!start) found.start = 'The Start date field is required.';
    if (!end) found.end = 'The End date field is required.';
    else if (start && end < start) found.end = 'The End date must be on or after the Start date.';
    return found;
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return invalid(first);
    void actions.run({
      label: 'Create contract',
      request: actions.post('contract', { months: Number(months), paid, start, end }),
      done: `${displayName(member)} has a ${months}-month contract and was e-mailed.`,
    });
  }

  return (
    <form
      className={`${formStyles.grid} ${formStyles.gridTwo}`}
      onSubmit={handleSubmit}
      aria-label="Create contract"
      noValidate
    >
      <Field
        label="Months"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CONTRACT_MONTHS}
        value={months}
        error={errors.months}
        onChange={(e) => {
          setMonths(e.target.value);
          follow(start, e.target.value);
        }}
      />
      <label className={`${fieldStyles.checkbox} ${styles.contractPaid}`}>
        <input type="checkbox" checked={paid} onChange={(e) => setPaid(e.target.checked)} />
        <span>Paid</span>
      </label>
      <DateField
        label="Start date"
        value={start}
        error={errors.start}
        onChange={(e) => {
          setStart(e.target.value);
          follow(e.target.value, months);
        }}
      />
      <DateField
        label="End date"
        value={end}
        error={errors.end}
        onChange={(e) => {
          setEnd(e.target.value);
          setIsEndEdited(true);
        }}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={actions.busy !== null}>
          {member.contracted ? 'Replace contract' : 'Create contract'}
        </Button>
      </div>
    </form>
  );
}
