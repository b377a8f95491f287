import { useState, type FormEvent } from 'react';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import styles from './security.module.css';
import { Link, useNavigate } from 'react-router-dom';
import { useForgotPassword } from '../../api/auth';
import { Field } from '../../components/ui/Field';
import { useModal } from '../../components/ui/Dialog';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { accountSchema, usePreloadAccountSchemas } from '../../features/auth/account-schemas';
import { useSchemaForm } from '../../features/forms/useSchemaForm';
import { SecurityCard } from '../../layouts/SecurityLayout';
import { TITLES } from '../../../../shared/messages';

export default function Forgot() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const { check, fromServer, errorFor, bindForm } = useSchemaForm();
  usePreloadAccountSchemas();
  const modal = useModal();
  const navigate = useNavigate();
  const forgot = useForgotPassword<{ email: string }>({
    onSuccess: (_answer, input) =>
      modal({
        header: TITLES.recoveryEmailSent,
        content: (
          <p>
            If an account exists for <strong>{input.email}</strong>, a link to choose a new password is on its way. It
            works once and expires in one hour. Check your spam folder too.
          </p>
        ),
        options: [{ caption: 'OK', action: () => navigate('/login') }],
      }),
    onError: (err) => fromServer(err, TITLES.resetFailed),
  });
  const isBusy = forgot.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const input = await check(
      accountSchema((schemas) => schemas.ZForgotSchema),
      { email },
    );
    if (!input) return;
    forgot.mutate(input);
  }

  return (
    <SecurityCard
      title="Forgot your password?"
      intro="Enter your e-mail address and we will send you a link to choose a new password."
    >
      <form ref={bindForm} onSubmit={handleSubmit} noValidate className={formStyles.form}>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errorFor('email')}
        />
        <Button type="submit" block disabled={isBusy}>
          {isBusy ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <p className={styles.securityCardLinks}>
        <Link to="/login">Back to log in</Link>
      </p>
    </SecurityCard>
  );
}
