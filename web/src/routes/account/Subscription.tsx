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
  switch (me.standing) {
    case 'contracted':
      return 'Approved member (contracted)';
    case 'approved':
      return 'Approved member';
    case 'trial':
      return `Trial — ${me.trialDaysLeft} day${me.trialDaysLeft === 1 ? '' : 's'} left`;
    case 'lapsed':
      return me.contracted ? 'Subscription ended' : 'Trial ended — awaiting approval';
  }
}

/** Members in good standing: why a lapsed member cannot use the network, and what to do. */
function LapsedNotice({ me }: { me: Me }) {
  const ended = me.contracted
    ? `Your subscription was paid until ${formatDate(me.paidUntil)}.`
    : `Your 14-day trial ended on ${formatDate(me.trialEnds)} and your account has not been approved yet.`;
  return (
    <div className={styles.notice} role="status" data-testid="lapsed-notice">
      <p>
        <strong>{ended}</strong>
      </p>
      <p>
        You can still log in, see your own listings and manage your account. Until the association approves your
        account, you cannot search other members’ listings, post new ones, propose matches, offer to source candidates
        or receive proposals.
      </p>
      <p>
        {me.contact
          ? 'Your approval request has been sent. The association will be in touch.'
          : 'Request approval below and the association will contact you.'}
      </p>
    </div>
  );
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
  const isLapsed = me.standing === 'lapsed';
  const mayRequest = !me.approved || isLapsed;

  return (
    <section className={cardClass} aria-labelledby="subscription-title">
      <h2 id="subscription-title">Subscription</h2>
      {isLapsed && !me.abilities.canUseNetwork && <LapsedNotice me={me} />}
      <dl className={factsClass}>
        <dt>Status</dt>
        <dd>{status(me)}</dd>
        <dt>Account created</dt>
        <dd>{formatDate(me.created)}</dd>
        <dt>Activated</dt>
        <dd>{formatDate(me.activated)}</dd>
        {me.standing === 'trial' && (
          <>
            <dt>Trial ends</dt>
            <dd>{formatDate(me.trialEnds)}</dd>
          </>
        )}
        <dt>Last login</dt>
        <dd>{formatDate(me.login)}</dd>
        {me.paidUntil && (
          <>
            <dt>Paid until</dt>
            <dd>{formatDate(me.paidUntil)}</dd>
          </>
        )}
      </dl>
      {mayRequest && (
        <div className={formStyles.actions}>
          {me.contact ? (
            !isLapsed && (
              <p className={styles.notice}>Your approval request has been sent. The association will be in touch.</p>
            )
          ) : (
            <Button onClick={() => request.mutate()}>Request approval</Button>
          )}
        </div>
      )}
    </section>
  );
}
