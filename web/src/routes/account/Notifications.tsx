import { Choice, ChoiceList } from '../../components/ui/Choice';
import { useState, type FormEvent } from 'react';
import { cardClass } from '../../components/ui/Card';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import { useMe } from '../../api/session';
import type { Me } from '../../../../shared/types/account';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useSaveProfile } from '../../features/account/useSaveProfile';
import { PushSection } from '../../features/pwa/PushSection';
import {
  NOTIFICATION_LABELS,
  NOTIFICATION_TOGGLES,
  isListingAlertToggle,
  type NotificationToggle,
} from '../../../../shared/constants';

/** What each toggle sends, under its name. */
const HINTS: Record<NotificationToggle, string> = {
  generalUpdates: 'Bulk messages and news from the association, and each step of your deals, by e-mail.',
  summaryDaily: 'One e-mail a day with new listings in your categories and proposals waiting for you.',
  summaryWeekly: 'The same summary, once a week.',
  newPosition: 'An e-mail when a job spec is posted in your categories.',
  newCandidate: 'An e-mail when a candidate is posted in your categories.',
};

const TOGGLES = NOTIFICATION_TOGGLES.map((key) => ({
  key,
  label: NOTIFICATION_LABELS[key],
  hint: HINTS[key],
  isListingAlert: isListingAlertToggle(key),
}));

const LOCKED_ON = [
  'Password changed',
  'Password reset',
  'New match proposal',
  'Match proposal accepted',
  'Deal payment and guarantee reminders',
  'Deal referred to the ethics committee',
];

export default function Notifications() {
  useDocumentTitle('Notifications');
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  return (
    <>
      <NotificationsForm me={me} />
      <PushSection />
    </>
  );
}

function NotificationsForm({ me }: { me: Me }) {
  const [values, setValues] = useState(me.notifications);
  const { save, isSaving } = useSaveProfile('Your notification preferences were updated successfully.');
  const canListingAlerts = me.abilities.canReceiveListingAlerts;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => me.notifications[key as NotificationToggle] !== value),
    );
    await save(Object.keys(changed).length ? { notifications: changed } : {});
  }

  return (
    <form className={`${cardClass} ${formStyles.form}`} onSubmit={handleSubmit} aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <ChoiceList legend="E-mail me about">
        {TOGGLES.map((t) => {
          const isDisabled = t.isListingAlert && !canListingAlerts;
          const isOn = values[t.key] && !isDisabled;
          return (
            <Choice
              key={t.key}
              checked={isOn}
              disabled={isDisabled}
              onChange={() => setValues((v) => ({ ...v, [t.key]: !v[t.key] }))}
            >
              <span>
                <strong>{t.label}</strong>
                <br />
                <small className="muted">{isDisabled ? 'Not available to hiring companies.' : t.hint}</small>
              </span>
            </Choice>
          );
        })}
      </ChoiceList>
      <div>
        <h3>Always on</h3>
        <p className="muted">These e-mails are part of how the product works and cannot be turned off:</p>
        <ul>
          {LOCKED_ON.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
