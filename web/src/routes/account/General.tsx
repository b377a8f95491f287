import { Link } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import { factsClass } from '../../components/ui/Facts';
import { useMe } from '../../api/session';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm';
import { formatDate } from '../../format/dates';
import { PaymentRecordCard } from '../../features/payment-record/PaymentRecordCard';

export default function General() {
  useDocumentTitle('My Account');
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  return (
    <>
      <section className={cardClass} aria-labelledby="general-title">
        <h2 id="general-title">General</h2>
        <dl className={factsClass}>
          <dt>Email</dt>
          <dd>{me.email}</dd>
          <dt>Terms accepted</dt>
          <dd>
            {formatDate(me.termsAccepted)} — <Link to="/terms">Terms</Link> · <Link to="/privacy">Privacy Policy</Link>
          </dd>
        </dl>
      </section>
      <PaymentRecordCard />
      <section className={cardClass} aria-labelledby="password-title">
        <h2 id="password-title">Change Password</h2>
        <ChangePasswordForm />
      </section>
    </>
  );
}
