import { useMe } from '../../api/session';
import { cardClass } from '../../components/ui/Card';
import { formStyles } from '../../components/ui/Form';
import { factsClass } from '../../components/ui/Facts';
import { Button } from '../../components/ui/Button';
import styles from './account.module.css';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useToast } from '../../components/ui/Toast';
import { useRequestApproval } from '../../api/account';
import { ApiError } from '../../api/client';
import type { Me } from '../../../../shared/types/account';
import { formatDate } from '../../format/dates';

function status(me: Me): string {
  if (me.approved) return me.contracted ? 'Approved member (contracted)' : 'Approved member';
  if (me.trialDaysLeft > 0) return `Trial — ${me.trialDaysLeft} day${me.trialDaysLeft === 1 ? '' : 's'} left`;
  return 'Trial ended — awaiting approval';
}

export default function Subscription() {
  useDocumentTitle('Subscription');
  const { data: me } = useMe();
  const toast = useToast();
  const request = useRequestApproval({
    onSuccess: () =>
      toast({
        header: 'Activation requested',
        content: 'The association has been asked to approve your account.',
        type: 'success',
      }),
    onError: (err) =>
      toast({
        header: 'Activation requested failed!',
        content: err instanceof ApiError ? err.message : 'Please try again.',
        type: 'error',
      }),
  });
  if (!me) return <PageLoading />;

  return (
    <section className={cardClass} aria-labelledby="subscription-title">
      <h2 id="subscription-title">Subscription</h2>
      <dl className={factsClass}>
        <dt>Status</dt>
        <dd>{status(me)}</dd>
        <dt>Account created</dt>
        <dd>{formatDate(me.created)}</dd>
        <dt>Activated</dt>
        <dd>{formatDate(me.activated)}</dd>
        <dt>Last login</dt>
        <dd>{formatDate(me.login)}</dd>
        {me.paidUntil && (
          <>
            <dt>Paid until</dt>
            <dd>{formatDate(me.paidUntil)}</dd>
          </>
        )}
      </dl>
      {!me.approved && (
        <div className={formStyles.actions}>
          {me.contact ? (
            <p className={styles.notice}>Your approval request has been sent. The association will be in touch.</p>
          ) : (
            <Button onClick={() => request.mutate()}>Request approval</Button>
          )}
        </div>
      )}
    </section>
  );
}
