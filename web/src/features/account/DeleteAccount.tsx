/**
 * "Delete my account" on My Account → Privacy: what happens, the password in a dialog
 * and a destructive confirm (POST /api/me/delete). The server signs the member out everywhere;
 * this device then forgets them and shows the login page with a toast. While a deletion is
 * pending, the due date and "Cancel deletion" (DELETE /api/me/delete) instead.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCancelDeletion, useRequestDeletion } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { dialogOptionsClass, FormDialog } from '../../components/ui/FormDialog';
import { Field } from '../../components/ui/Field';
import { formStyles } from '../../components/ui/Form';
import { useToast } from '../../components/ui/Toast';
import { formatDate } from '../../format/dates';
import { clearDeviceAfterSignOut } from '../auth/useLogout';
import { forgetSignedInAccount } from '../../api/me';
import { accountSchema, usePreloadAccountSchemas } from '../auth/account-schemas';
import { useSchemaForm } from '../forms/useSchemaForm';
import { TITLES } from '../../../../shared/messages';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../../shared/rules/account-deletion';
import type { Me } from '../../../../shared/types/account';
import styles from './account-deletion.module.css';

const TOAST_SCOPE = 'delete-account';

function WhatHappens() {
  return (
    <>
      <p>If you delete your account:</p>
      <ul className={styles.list}>
        <li>you are logged out at once, on every device;</li>
        <li>all your job specs and candidates are closed;</li>
        <li>your open match proposals and sourcing offers, made or received, are withdrawn;</li>
        <li>
          {ACCOUNT_DELETION_GRACE_DAYS} days later your personal details (name, e-mail, phones, company, website, job
          title, categories) are erased for good.
        </li>
      </ul>
      <p>
        Until then you can log in again and cancel. The association keeps only what it must: the figures of your deals,
        with your name removed, and its audit trail, without your contact details.
      </p>
    </>
  );
}

function PendingDeletion({ me }: { me: Me }) {
  const toast = useToast(TOAST_SCOPE);
  const cancel = useCancelDeletion({
    onSuccess: () =>
      toast({
        header: TITLES.accountDeletion,
        content: 'Your account will not be deleted. Your closed listings stay closed: post them again when you wish.',
        type: 'success',
      }),
    onError: (err) => toast({ header: TITLES.accountDeletion, content: err.message, type: 'error' }),
  });
  return (
    <>
      <p className={styles.pending} data-testid="deletion-pending">
        Your account is due for deletion on <strong>{formatDate(me.deletion!.dueAt)}</strong>. Your personal details
        will be erased then, unless you cancel before.
      </p>
      <div className={formStyles.actions}>
        <Button variant="primary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel deletion'}
        </Button>
      </div>
    </>
  );
}

function RequestDeletion() {
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { check, fromServer, errorFor, bindForm } = useSchemaForm({ toastScope: TOAST_SCOPE });
  usePreloadAccountSchemas();
  const toast = useToast(TOAST_SCOPE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useRequestDeletion({
    onSuccess: async ({ dueAt }) => {
      setIsOpen(false);
      await clearDeviceAfterSignOut().catch(() => undefined);
      forgetSignedInAccount(queryClient);
      toast({
        header: TITLES.accountDeletion,
        content: `You have been logged out. Your account will be deleted on ${formatDate(dueAt)}; log in before then to cancel.`,
        type: 'success',
      });
      navigate('/login');
    },
    onError: (err) => fromServer(err, TITLES.accountDeletion),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    const input = await check(
      accountSchema((schemas) => schemas.ZDeleteAccountSchema),
      { password },
    );
    if (input) request.mutate(input);
  }

  const close = () => {
    setIsOpen(false);
    setPassword('');
  };

  return (
    <>
      <div className={formStyles.actions}>
        <Button variant="danger-outline" onClick={() => setIsOpen(true)} data-testid="delete-account">
          Delete my account
        </Button>
      </div>
      <FormDialog isOpen={isOpen} labelledBy="delete-account-title" onClose={close}>
        <h2 id="delete-account-title">Delete your account?</h2>
        <form ref={bindForm} onSubmit={handleSubmit} noValidate aria-label="Delete my account">
          <p className={styles.dialogText}>
            You will be logged out at once, your listings closed and your open proposals withdrawn. Enter your password
            to confirm.
          </p>
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errorFor('password')}
            autoFocus
          />
          <div className={dialogOptionsClass}>
            <Button type="button" variant="secondary" onClick={close}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" disabled={request.isPending}>
              {request.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </FormDialog>
    </>
  );
}

export function DeleteAccountSection({ me }: { me: Me }) {
  return (
    <section className={cardClass} aria-labelledby="delete-account-section">
      <h2 id="delete-account-section">Delete my account</h2>
      <WhatHappens />
      {me.deletion ? <PendingDeletion me={me} /> : <RequestDeletion />}
    </section>
  );
}

/** Below the app bar on every signed-in page while a deletion is pending, with the way to cancel it. */
export function DeletionBanner({ me }: { me: Me | null | undefined }) {
  if (!me?.deletion) return null;
  return (
    <div className={styles.banner} role="status" data-testid="deletion-banner">
      <span>Your account is due for deletion on {formatDate(me.deletion.dueAt)}.</span>
      <Link to="/account/privacy">Cancel it on the Privacy page</Link>
    </div>
  );
}
