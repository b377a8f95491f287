/** One endpoint's delivery log: each attempt's result, HTTP status, event, attempt number and time, newest first. */
import { useRefreshWebhooks, useWebhookDeliveries } from '../../api/webhooks';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { dateTime } from '../../format/dates';
import type { WebhookDeliveryView } from '../../../../shared/types/webhooks';
import styles from './webhooks.module.css';

function LogRow({ delivery }: { delivery: WebhookDeliveryView }) {
  const isDelivered = delivery.status === 'delivered';
  return (
    <li className={styles.logRow} data-testid="webhook-delivery">
      <Badge compact tone={isDelivered ? 'success' : 'danger'}>
        {isDelivered ? 'Delivered' : 'Failed'}
      </Badge>
      <span>{delivery.statusCode ?? 'No answer'}</span>
      <span>{delivery.event}</span>
      <span className={styles.meta}>attempt {delivery.attempt}</span>
      <time dateTime={delivery.at} className={styles.meta}>
        {dateTime(delivery.at)}
      </time>
      {delivery.error && <span className={styles.logError}>{delivery.error}</span>}
    </li>
  );
}

export function DeliveryLog({ uid }: { uid: string }) {
  const { data, isPending, isError, refetch, isFetching } = useWebhookDeliveries(uid, true);
  const refresh = useRefreshWebhooks();
  if (isPending) return <p className={styles.meta}>Loading the delivery log…</p>;
  if (isError)
    return (
      <p role="alert" className={styles.meta}>
        The delivery log could not be loaded.{' '}
        <Button variant="link" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  return (
    <section aria-label="Delivery log">
      {data.items.length === 0 ? (
        <p className={styles.meta}>No deliveries yet. Send a test event to try the endpoint.</p>
      ) : (
        <ul className={styles.log}>
          {data.items.map((delivery) => (
            <LogRow key={delivery.uid} delivery={delivery} />
          ))}
        </ul>
      )}
      <Button variant="link" disabled={isFetching} onClick={() => void refresh()}>
        {isFetching ? 'Refreshing…' : 'Refresh log'}
      </Button>
    </section>
  );
}
