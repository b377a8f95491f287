import { useState, type FormEvent } from 'react';
import { fieldStyles } from '../../components/ui/Field';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import styles from './security.module.css';
import { Link, useNavigate } from 'react-router-dom';
import { useRegister } from '../../api/auth';
import { Field } from '../../components/ui/Field';
import { useModal } from '../../components/ui/Dialog';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { accountSchema, usePreloadAccountSchemas } from '../../features/auth/account-schemas';
import { PasswordPairFields } from '../../features/auth/PasswordPairFields';
import { useSchemaForm } from '../../features/forms/useSchemaForm';
import { SecurityCard } from '../../layouts/SecurityLayout';
import { TITLES } from '../../../../shared/messages';

export default function Register() {
  useDocumentTitle('Register');
  const [values, setValues] = useState({ email: '', password: '', confirm: '', invitationCode: '' });
  const [terms, setTerms] = useState(false);
  const { check, fromServer, errorFor, bindForm } = useSchemaForm();
  usePreloadAccountSchemas();
  const modal = useModal();
  const navigate = useNavigate();
  const register = useRegister<{ email: string }>({
    onSuccess: (_answer, input) =>
      modal({
        header: TITLES.confirmationRequired,
        content: (
          <p>
            We have sent an activation link to <strong>{input.email}</strong>. Please check your e-mail, and your spam
            folder, and click the link to activate your account.
          </p>
        ),
        options: [{ caption: 'OK', action: () => navigate('/login') }],
      }),
    onError: (err) => fromServer(err, TITLES.registrationFailed),
  });
  const isBusy = register.isPending;
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { invitationCode, ...rest } = values;
    if (isBusy) return;
    const input = await check(
      accountSchema((schemas) => schemas.ZRegisterSchema),
      {
        ...rest,
        terms,
        ...(invitationCode.trim() ? { invitationCode } : {}),
      },
    );
    if (!input) return;
    register.mutate(input);
  }

  return (
    <SecurityCard
      title="Register"
      intro="Create your Recruiter Connect account. Membership is free for association members."
    >
      <form ref={bindForm} onSubmit={handleSubmit} noValidate className={formStyles.form}>
        <Field
          label="Email"
          type="email"
          autoFocus
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
          error={errorFor('email')}
        />
        <PasswordPairFields
          labels="register"
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          errorFor={errorFor}
        />
        <details className={styles.invitation}>
          <summary>I have an invitation code</summary>
          <Field
            label="Invitation code"
            autoComplete="off"
            value={values.invitationCode}
            onChange={set('invitationCode')}
            error={errorFor('invitationCode')}
          />
        </details>
        <label className={fieldStyles.checkbox}>
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
          <span>
            I accept the{' '}
            <Link to="/terms" target="_blank">
              terms and collaboration agreement
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" target="_blank">
              privacy policy
            </Link>
            .
          </span>
        </label>
        <Button type="submit" block disabled={!terms || isBusy}>
          {isBusy ? 'Registering…' : 'Register'}
        </Button>
      </form>
      <p className={styles.securityCardLinks}>
        <Link to="/login">I already have an account</Link>
      </p>
    </SecurityCard>
  );
}
