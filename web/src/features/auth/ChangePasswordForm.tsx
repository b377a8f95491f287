import { useState, type FormEvent } from 'react';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import { useChangePassword } from '../../api/auth';
import { Field } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import { useLogout } from './useLogout';
import { ApiError } from '../../api/client';
import { accountSchema, usePreloadAccountSchemas } from './account-schemas';
import { PasswordPairFields } from './PasswordPairFields';
import { useSchemaForm } from '../forms/useSchemaForm';
import { MESSAGES, TITLES } from '../../../../shared/messages';

/**
 * Change password with the current one (used on /change and /account/general). A wrong current
 * password ('Authentication failed!') signs this device out and goes to /login: whoever is at the
 * keyboard could not prove they are the member, so they sign in again rather than keep guessing here.
 */
export function ChangePasswordForm() {
  const empty = { current: '', password: '', confirm: '' };
  const [values, setValues] = useState(empty);
  const { check, fromServer, errorFor, bindForm } = useSchemaForm();
  usePreloadAccountSchemas();
  const toast = useToast();
  const signOut = useLogout();
  const change = useChangePassword({
    onSuccess: () => {
      setValues(empty);
      toast({ header: TITLES.passwordChanged, content: MESSAGES.passwordChanged, type: 'success' });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.title === TITLES.authenticationFailed) {
        setValues(empty);
        signOut({ header: TITLES.authenticationFailed, content: err.message, type: 'error' });
        return;
      }
      fromServer(err, TITLES.passwordChangeFailed);
    },
  });
  const isBusy = change.isPending;
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const input = await check(
      accountSchema((schemas) => schemas.ZChangePasswordSchema),
      values,
    );
    if (!input) return;
    change.mutate(input);
  }

  return (
    <form ref={bindForm} onSubmit={handleSubmit} noValidate className={formStyles.form} aria-label="Change password">
      <Field
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
        error={errorFor('current')}
      />
      <PasswordPairFields
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        errorFor={errorFor}
      />
      <Button type="submit" disabled={isBusy}>
        {isBusy ? 'Saving…' : 'Change Password'}
      </Button>
    </form>
  );
}
