/**
 * "Add webhook": the https address and the events in a dialog; once added, the signing secret in
 * the same dialog with Copy — shown this once, never again (the list has no way to show it).
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useAddWebhook } from '../../api/webhooks';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Field, fieldStyles } from '../../components/ui/Field';
import { dialogOptionsClass, FormDialog } from '../../components/ui/FormDialog';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  type WebhookEvent,
} from '../../../../shared/rules/webhook';
import styles from './webhooks.module.css';

type Errors = { url?: string; events?: string };

/** The checks the form can make itself; the server adds whether the address is public. */
function checkInput(url: string, events: WebhookEvent[]): Errors {
  const errors: Errors = {};
  if (!url) errors.url = WEBHOOK_MESSAGES.urlRequired;
  else if (url.length > WEBHOOK_URL_MAX) errors.url = WEBHOOK_MESSAGES.urlTooLong;
  else if (!URL.canParse(url)) errors.url = WEBHOOK_MESSAGES.urlInvalid;
  // Plain http is the server's to refuse (its tests' local receiver is http to 127.0.0.1).
  else if (!/^https?:\/\//i.test(url)) errors.url = WEBHOOK_MESSAGES.urlNotHttps;
  if (events.length === 0) errors.events = WEBHOOK_MESSAGES.eventsRequired;
  return errors;
}

function SecretShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  }
  return (
    <>
      <h2 id="add-webhook-title">Copy your signing secret</h2>
      <p className={styles.dialogText}>
        Your webhook is on. Use this secret to check each request’s <code>webhook-signature</code> (Standard Webhooks).{' '}
        <strong>It is shown only this once.</strong>
      </p>
      <code className={styles.secret} data-testid="webhook-secret">
        {secret}
      </code>
      <p role="status" className={styles.meta}>
        {isCopied ? 'Copied.' : '\u00a0'}
      </p>
      <div className={dialogOptionsClass}>
        <Button type="button" variant="secondary" onClick={() => void handleCopy()}>
          Copy secret
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </>
  );
}

export function AddWebhookDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const focusUrl = () => document.getElementById('webhook-url')?.focus();
  const add = useAddWebhook({
    onSuccess: (created) => setSecret(created.secret),
    onError: (err) => {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      setErrors(err instanceof ApiError && err.field?.startsWith('events') ? { events: message } : { url: message });
      focusUrl();
    },
  });

  function close() {
    setUrl('');
    setEvents([]);
    setErrors({});
    setSecret(null);
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const trimmed = url.trim();
    const found = checkInput(trimmed, events);
    setErrors(found);
    if (found.url) return focusUrl();
    if (found.events) return document.getElementById(`webhook-event-${WEBHOOK_EVENTS[0]}`)?.focus();
    add.mutate({ url: trimmed, events });
  }

  function toggle(name: WebhookEvent, isChecked: boolean) {
    setEvents((current) => (isChecked ? [...current, name] : current.filter((e) => e !== name)));
    setErrors((current) => ({ ...current, events: undefined }));
  }

  return (
    <FormDialog isOpen={isOpen} labelledBy="add-webhook-title" onClose={close}>
      {secret ? (
        <SecretShownOnce secret={secret} onDone={close} />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Add webhook">
          <h2 id="add-webhook-title">Add webhook</h2>
          <Field
            id="webhook-url"
            label="Endpoint URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/hooks"
            hint={`https, a public address; up to ${WEBHOOK_URL_MAX.toLocaleString('en-ZA')} characters.`}
            value={url}
            error={errors.url}
            onChange={(e) => {
              setUrl(e.target.value);
              setErrors((current) => ({ ...current, url: undefined }));
            }}
            autoFocus
          />
          <fieldset className={styles.checks} aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
            <legend>Events to send</legend>
            {WEBHOOK_EVENTS.map((name) => (
              <Checkbox
                key={name}
                id={`webhook-event-${name}`}
                checked={events.includes(name)}
                onChange={(e) => toggle(name, e.target.checked)}
              >
                {WEBHOOK_EVENT_LABELS[name]}
              </Checkbox>
            ))}
            {errors.events && (
              <small id="webhook-events-error" className={fieldStyles.error} role="alert">
                {errors.events}
              </small>
            )}
          </fieldset>
          <div className={dialogOptionsClass}>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add webhook'}
            </Button>
          </div>
        </form>
      )}
    </FormDialog>
  );
}
