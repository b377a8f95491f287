import { useEffect, useState, type FormEvent } from 'react';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import styles from './security.module.css';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useResetPassword } from '../../api/auth';
import { useMe } from '../../api/session';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm';
import { accountSchema, usePreloadAccountSchemas } from '../../features/auth/account-schemas';
import { PasswordPairFields } from '../../features/auth/PasswordPairFields';
import { useSchemaForm } from '../../features/forms/useSchemaForm';
import { SecurityCard } from '../../layouts/SecurityLayout';
import { MESSAGES, TITLES } from '../../../../shared/messages';

/** /change/{token}: a new password from a reset link. /change: for a signed-in member. */
export default function Change() {
  useDocumentTitle('Change Password');
  const { token } = useParams();
  return token ? <ResetWithToken token={token} /> : <ChangeSignedIn />;
}

function ResetWithToken({ token }: { token: string }) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const { check, errorFor, bindForm } = useSchemaForm();
  usePreloadAccountSchemas();
  const toast = useToast();
  const navigate = useNavigate();
  const reset = useResetPassword({
    onSuccess: () => {
      toast({ header: TITLES.passwordChanged, content: MESSAGES.passwordChanged, type: 'success' });
      navigate('/login', { replace: true });
    },
    onError: (err) => {
      const message = err instanceof Error ? err.message : MESSAGES.resetInvalid;
      toast({ header: TITLES.resetFailed, content: message, type: 'error' });
      if (!(err instanceof Error) || message === MESSAGES.resetInvalid) navigate('/login', { replace: true });
    },
  });
  const isBusy = reset.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const input = await check(
      accountSchema((schemas) => schemas.ZResetSchema),
      { token, ...values },
    );
    if (!input) return;
    reset.mutate(input);
  }

  return (
    <SecurityCard
      title="Choose a new password"
      intro="Your new password needs at least 6 characters, a capital letter and a number."
    >
      <form ref={bindForm} onSubmit={handleSubmit} noValidate className={formStyles.form}>
        <PasswordPairFields
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          errorFor={errorFor}
          hasRulesHint={false}
        />
        <Button type="submit" block disabled={isBusy}>
          {isBusy ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
      <p className={styles.securityCardLinks}>
        <Link to="/login">Back to log in</Link>
      </p>
    </SecurityCard>
  );
}

function ChangeSignedIn() {
  const { data: me, isPending } = useMe();
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (isPending || me) return;
    toast({ header: TITLES.resetFailed, content: MESSAGES.notLoggedIn, type: 'error' });
    navigate('/login', { replace: true });
  }, [isPending, me, toast, navigate]);

  if (!me) return <PageLoading />;
  return (
    <SecurityCard title="Change your password">
      <ChangePasswordForm />
    </SecurityCard>
  );
}
