/**
 * My Account, Webhooks (docs/webhooks.md): "Add webhook" first, then each endpoint with its state,
 * events and last delivery. Empty, it says what webhooks are for and offers to add one.
 */
import { useState } from 'react';
import { useWebhooks } from '../../api/webhooks';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AddWebhookDialog } from '../../features/webhooks/AddWebhookDialog';
import { WebhookItem } from '../../features/webhooks/WebhookItem';
import styles from '../../features/webhooks/webhooks.module.css';

export default function Webhooks() {
  useDocumentTitle('Webhooks');
  const { data, isPending, isError, error, refetch } = useWebhooks();
  const [isAdding, setIsAdding] = useState(false);
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <section className={cardClass} role="alert">
        <p>{error.message}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </section>
    );
  const isFull = data.items.length >= data.limit;
  return (
    <section aria-labelledby="webhooks-title" className={styles.page}>
      <h2 id="webhooks-title">Webhooks</h2>
      <p className={styles.intro}>
        Send proposals, offers, deal stages, expiring listings and messages to your own systems as they happen, signed
        so you can check they came from us.
      </p>
      <div>
        <Button onClick={() => setIsAdding(true)} disabled={isFull} data-testid="add-webhook">
          Add webhook
        </Button>
      </div>
      {data.items.length === 0 ? (
        <p className={styles.meta}>No webhooks yet.</p>
      ) : (
        <>
          <p className={styles.meta}>
            {data.items.length} of {data.limit} webhooks{isFull ? ': delete one to add another.' : '.'}
          </p>
          <ul className={styles.list}>
            {data.items.map((webhook) => (
              <WebhookItem key={webhook.uid} webhook={webhook} />
            ))}
          </ul>
        </>
      )}
      <AddWebhookDialog isOpen={isAdding} onClose={() => setIsAdding(false)} />
    </section>
  );
}
