/**
 * My Account → Two-factor sign-in: setting up an authenticator app (scan the QR code or type the
 * key, then the password and a code from the app), the recovery codes shown once, a new set of
 * recovery codes (the password or a current code again; the old ones stop working), and turning it
 * off (members only). An administrator without it is sent here by the access guard before any other
 * screen, and sees why.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useConfirmEnrolment,
  useDisableSecondFactor,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
} from '../../api/mfa';
import { useMe } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { formStyles } from '../../components/ui/Form';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useSchemaForm, type SchemaForm } from '../../features/forms/useSchemaForm';
import { TITLES } from '../../../../shared/messages';
import { ZMfaConfirmSchema, ZMfaReauthSchema, type TMfaConfirmSchema } from '../../../../shared/schemas/mfa';
import type { Me, MfaEnrolment } from '../../../../shared/types/account';
import styles from './two-factor.module.css';

const TOAST_SCOPE = 'two-factor';

/** The key in groups of four, so it wraps between groups on a phone and is easy to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The password and a code from the app: the two ways to prove it is you again. */
function PasswordAndCodeFields({
  password,
  onPassword,
  code,
  onCode,
  codeLabel,
  form,
}: {
  password: string;
  onPassword: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  codeLabel: string;
  form: SchemaForm;
}) {
  return (
    <>
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          onPassword(e.target.value);
          form.clearError('password');
        }}
        error={form.errorFor('password')}
      />
      <Field
        label={codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => {
          onCode(e.target.value);
          form.clearError('code', 'password');
        }}
        error={form.errorFor('code')}
      />
    </>
  );
}

function PasswordAndCode({
  submitLabel,
  busyLabel,
  isBusy,
  form,
  onSubmit,
}: {
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  form: SchemaForm;
  onSubmit: (input: TMfaConfirmSchema) => void;
}) {
  const { bindForm } = form;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    // Both missing: both said at once, beside their fields.
    const input = form.checkNow(ZMfaConfirmSchema, { password, code });
    if (!input) return;
    onSubmit(input);
    setCode('');
  }
  return (
    <form ref={bindForm} onSubmit={handleSubmit} noValidate className={formStyles.form} aria-label={submitLabel}>
      <PasswordAndCodeFields
        password={password}
        onPassword={setPassword}
        code={code}
        onCode={setCode}
        codeLabel="6-digit code from the app"
        form={form}
      />
      <Button type="submit" disabled={isBusy}>
        {isBusy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, isNewSet, onDone }: { codes: string[]; isNewSet?: boolean; onDone: () => void }) {
  return (
    <section className={cardClass} aria-labelledby="recovery-title">
      <h2 id="recovery-title">{isNewSet ? 'Save your new recovery codes' : 'Save your recovery codes'}</h2>
      <p>
        {isNewSet ? 'Your old recovery codes no longer work.' : 'Two-factor sign-in is on.'} If you lose your phone,
        each of these codes signs you in once instead of a code from the app. <strong>They are shown only now:</strong>{' '}
        write them down or keep them in a password manager.
      </p>
      <ol className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={formStyles.actions}>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </div>
    </section>
  );
}

/**
 * A new set of recovery codes (used most of them, or fear they were seen): the password or a
 * current code from the app, then the new codes once; the old ones stop working.
 */
function NewRecoveryCodes() {
  const toast = useToast(TOAST_SCOPE);
  const form = useSchemaForm({ toastScope: TOAST_SCOPE });
  const { bindForm } = form;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateRecoveryCodes({
    onSuccess: ({ recoveryCodes }) => {
      setPassword('');
      setCodes(recoveryCodes);
    },
    onError: (err) => form.fromServer(err, TITLES.twoFactorFailed),
  });
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (regenerate.isPending) return;
    // Either proves it is the member; neither is said beside the password.
    const input = form.checkNow(ZMfaReauthSchema, {
      ...(password ? { password } : {}),
      ...(code.trim() ? { code } : {}),
    });
    if (!input) return;
    regenerate.mutate(input);
    setCode('');
  }
  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        isNewSet
        onDone={() => {
          setCodes(null);
          toast({ header: TITLES.twoFactor, content: 'Your new recovery codes are in use.', type: 'success' });
        }}
      />
    );
  return (
    <section className={cardClass} aria-labelledby="new-codes-title">
      <h2 id="new-codes-title">Recovery codes</h2>
      <p>
        Used most of your recovery codes, or think someone has seen them? Get a new set: the old codes stop working at
        once. Enter your password or a current code from the app.
      </p>
      <form
        ref={bindForm}
        onSubmit={handleSubmit}
        noValidate
        className={formStyles.form}
        aria-label="Get new recovery codes"
      >
        <PasswordAndCodeFields
          password={password}
          onPassword={setPassword}
          code={code}
          onCode={setCode}
          codeLabel="Or a 6-digit code from the app"
          form={form}
        />
        <Button type="submit" disabled={regenerate.isPending}>
          {regenerate.isPending ? 'Checking…' : 'Get new recovery codes'}
        </Button>
      </form>
    </section>
  );
}

function SetUp({ me }: { me: Me }) {
  const navigate = useNavigate();
  const toast = useToast(TOAST_SCOPE);
  const form = useSchemaForm({ toastScope: TOAST_SCOPE });
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [enabled, setEnabled] = useState<{ codes: string[]; apply: () => void } | null>(null);
  const start = useStartEnrolment({
    onSuccess: setEnrolment,
    onError: (err) => toast({ header: TITLES.twoFactorFailed, content: err.message, type: 'error' }),
  });
  const confirm = useConfirmEnrolment({
    onSuccess: ({ recoveryCodes, apply }) => setEnabled({ codes: recoveryCodes, apply }),
    onError: (err) => form.fromServer(err, TITLES.twoFactorFailed),
  });

  if (enabled)
    return (
      <RecoveryCodes
        codes={enabled.codes}
        onDone={() => {
          enabled.apply();
          toast({ header: TITLES.twoFactor, content: 'Two-factor sign-in is on.', type: 'success' });
          if (me.mfa.enrolmentRequired) navigate('/dashboard', { replace: true });
        }}
      />
    );

  return (
    <section className={cardClass} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {me.mfa.enrolmentRequired ? (
        <p className={styles.required} data-testid="mfa-required">
          Administrators see every member’s contact details and every deal, so they log in with a code from their phone
          as well as their password. Set it up now to open the admin console.
        </p>
      ) : (
        <p>
          Log in with a code from an authenticator app on your phone as well as your password, so a stolen password
          alone cannot open your account.
        </p>
      )}
      {!enrolment ? (
        <div className={formStyles.actions}>
          <Button disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? 'Preparing…' : 'Set up two-factor sign-in'}
          </Button>
        </div>
      ) : (
        <ol className={styles.steps}>
          <li>
            <p>
              In an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add an account by
              scanning this QR code:
            </p>
            <img className={styles.qr} src={enrolment.qr} width={192} height={192} alt="QR code to scan" />
            <p>
              Or type this key: <code className={styles.secret}>{grouped(enrolment.secret)}</code>
            </p>
          </li>
          <li>
            <p>Enter your password and the code the app shows for Recruiter Connect.</p>
            <PasswordAndCode
              submitLabel="Turn on two-factor sign-in"
              busyLabel="Checking…"
              isBusy={confirm.isPending}
              form={form}
              onSubmit={(input) => confirm.mutate(input)}
            />
          </li>
        </ol>
      )}
    </section>
  );
}

function TurnOff({ me }: { me: Me }) {
  const toast = useToast(TOAST_SCOPE);
  const form = useSchemaForm({ toastScope: TOAST_SCOPE });
  const disable = useDisableSecondFactor({
    onSuccess: () => toast({ header: TITLES.twoFactor, content: 'Two-factor sign-in is off.', type: 'success' }),
    onError: (err) => form.fromServer(err, TITLES.twoFactorFailed),
  });
  return (
    <section className={cardClass} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      <p data-testid="mfa-on">
        Two-factor sign-in is <strong>on</strong>: you log in with your password and a code from your authenticator app
        (or one of your recovery codes).
      </p>
      {me.abilities.isAdmin ? (
        <p>
          Administrators keep it on. If you lose your phone and your recovery codes, another administrator can reset it
          from your page in the Members console.
        </p>
      ) : (
        <>
          <p>To turn it off, enter your password and a current code.</p>
          <PasswordAndCode
            submitLabel="Turn off two-factor sign-in"
            busyLabel="Turning off…"
            isBusy={disable.isPending}
            form={form}
            onSubmit={(input) => disable.mutate(input)}
          />
        </>
      )}
    </section>
  );
}

export default function TwoFactor() {
  useDocumentTitle('Two-factor sign-in');
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  if (!me.mfa.enabled) return <SetUp me={me} />;
  return (
    <div className={styles.stack}>
      <TurnOff me={me} />
      <NewRecoveryCodes />
    </div>
  );
}
