/**
 * One webhook endpoint: its address, events, state and last delivery; Send test event, the
 * delivery log, Turn on again (when turned off after failures) and Delete (asked first).
 */
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useDeleteWebhook, useSendWebhookTest, useUpdateWebhook } from '../../api/webhooks';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { useModal } from '../../components/ui/Dialog';
import { useToast } from '../../components/ui/Toast';
import { dateTime } from '../../format/dates';
import { WEBHOOK_EVENT_LABELS } from '../../../../shared/rules/webhook';
import type { WebhookView } from '../../../../shared/types/webhooks';
import { DeliveryLog } from './DeliveryLog';
import styles from './webhooks.module.css';

function lastDeliveryLine(webhook: WebhookView): string {
  const last = webhook.lastDelivery;
  if (!last) return 'No deliveries yet';
  const result = last.status === 'delivered' ? 'delivered' : 'failed';
  return `Last delivery: ${result}${last.statusCode ? ` (${last.statusCode})` : ''}, ${dateTime(last.at)}`;
}

export function WebhookItem({ webhook }: { webhook: WebhookView }) {
  const toast = useToast();
  const modal = useModal();
  const [isLogOpen, setIsLogOpen] = useState(false);
  const onError = (err: Error) =>
    toast({
      header: 'Webhook not changed',
      content: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.',
      type: 'error',
    });
  const update = useUpdateWebhook({
    onSuccess: () => toast({ header: 'Webhook on', content: 'Events are sent to it again.', type: 'success' }),
    onError,
  });
  const remove = useDeleteWebhook({
    onSuccess: () => toast({ header: 'Webhook deleted', content: 'No more events go to it.', type: 'success' }),
    onError,
  });
  const test = useSendWebhookTest({
    onSuccess: () => {
      setIsLogOpen(true);
      toast({
        header: 'Test event sent',
        content: 'A webhook.test event is on its way; its result shows in the delivery log.',
        type: 'success',
      });
    },
    onError,
  });
  const isBusy = update.isPending || remove.isPending || test.isPending;

  function handleDelete() {
    modal({
      header: 'Delete this webhook?',
      content: `No more events will be sent to ${webhook.url}. Its delivery log is deleted too.`,
      options: [
        { caption: 'Cancel', type: 'secondary' },
        { caption: 'Delete', type: 'danger', action: () => remove.mutate(webhook.uid) },
      ],
    });
  }

  return (
    <li className={`${cardClass} ${styles.item}`} data-testid="webhook">
      <div className={styles.itemHead}>
        <h3 className={styles.url}>{webhook.url}</h3>
        <Badge compact tone={webhook.enabled ? 'success' : 'danger'}>
          {webhook.enabled ? 'On' : 'Turned off'}
        </Badge>
      </div>
      {!webhook.enabled && (
        <p className={styles.disabled} data-testid="webhook-disabled">
          {webhook.disabledReason ?? 'Turned off.'}
        </p>
      )}
      <ul className={styles.events} aria-label="Events">
        {webhook.events.map((name) => (
          <Badge key={name} as="li" compact tone="neutral">
            {WEBHOOK_EVENT_LABELS[name]}
          </Badge>
        ))}
      </ul>
      <p className={styles.meta}>{lastDeliveryLine(webhook)}</p>
      <div className={styles.actions}>
        {!webhook.enabled && (
          <Button disabled={isBusy} onClick={() => update.mutate({ uid: webhook.uid, enabled: true })}>
            Turn on again
          </Button>
        )}
        <Button variant="secondary" disabled={isBusy} onClick={() => test.mutate(webhook.uid)}>
          Send test event
        </Button>
        <Button variant="secondary" aria-expanded={isLogOpen} onClick={() => setIsLogOpen((open) => !open)}>
          {isLogOpen ? 'Hide log' : 'Delivery log'}
        </Button>
        <Button variant="danger-outline" disabled={isBusy} onClick={handleDelete}>
          Delete
        </Button>
      </div>
      {isLogOpen && <DeliveryLog uid={webhook.uid} />}
    </li>
  );
}
