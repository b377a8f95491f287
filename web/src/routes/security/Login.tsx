import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import styles from './security.module.css';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useActivate, useLogin, useSecondFactor } from '../../api/auth';
import { ApiError } from '../../api/client';
import { returnTo } from '../../api/sign-in';
import { Field } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { accountSchema, usePreloadAccountSchemas } from '../../features/auth/account-schemas';
import { useSchemaForm } from '../../features/forms/useSchemaForm';
import { SecurityCard } from '../../layouts/SecurityLayout';
import { MESSAGES, TITLES } from '../../../../shared/messages';

/** /login, and /activate/{uid}/{token} or /login?uid&token, which activate first (spec “States and transitions”). */
export default function Login() {
  useDocumentTitle('Log in');
  const params = useParams();
  const [search] = useSearchParams();
  const uid = params.uid ?? search.get('uid');
  const token = params.token ?? search.get('token');
  const activatedEmail = (useLocation().state as { activatedEmail?: string } | null)?.activatedEmail;
  const isActivated = Boolean(activatedEmail);
  const [email, setEmail] = useState(activatedEmail ?? '');
  const [password, setPassword] = useState('');
  const { check, fromServer, errorFor, bindForm } = useSchemaForm();
  usePreloadAccountSchemas();
  const navigate = useNavigate();
  const toast = useToast();
  const activated = useRef(false);
  // After activation the login card says so (in place of the spec's modal: the journey from
  // "Create my account now" keeps to one dialog, docs/onboarding.md), the e-mail is filled in and
  // the password field has the focus.
  const { mutate: activate } = useActivate({
    onSuccess: (answer) => {
      // /activate/… and /login are two routes: the address travels in the navigation's state.
      setEmail(answer.email);
      navigate('/login', { replace: true, state: { activatedEmail: answer.email } });
    },
    onError: (err) => {
      toast({
        header: TITLES.activationFailed,
        content: err instanceof ApiError ? err.message : 'Please try again.',
        type: 'error',
      });
      navigate('/login', { replace: true });
    },
  });
  // Two-factor sign-in: after a right password, the code is asked for on this same card.
  const [isCodeStep, setIsCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const signedIn = () => navigate(returnTo.take(), { replace: true });
  const login = useLogin({
    onSuccess: (account) => {
      if (account) signedIn();
      else setIsCodeStep(true);
    },
    onError: (err) => fromServer(err, TITLES.loginFailed),
  });
  const secondFactor = useSecondFactor({
    onSuccess: signedIn,
    onError: (err) => {
      setCode('');
      // The password step expired (or was throttled away): start again from the password.
      if (err instanceof ApiError && err.status === 401) {
        setIsCodeStep(false);
        setPassword('');
      }
      fromServer(err, TITLES.twoFactorFailed);
    },
  });
  const isBusy = login.isPending || secondFactor.isPending;

  useEffect(() => {
    if (!uid || !token || activated.current) return;
    activated.current = true;
    activate({ uid, token });
  }, [uid, token, activate]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const input = await check(
      accountSchema((schemas) => schemas.ZLoginSchema),
      { email, password },
    );
    if (!input) return;
    login.mutate(input);
  }

  function handleCode(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const typed = code.trim();
    if (!typed) {
      toast({ header: TITLES.twoFactorFailed, content: MESSAGES.mfaCodeRequired, type: 'error' });
      return;
    }
    secondFactor.mutate({ code: typed });
  }

  if (isCodeStep)
    return (
      <SecurityCard title="Log in" intro="Enter the 6-digit code your authenticator app shows for Recruiter Connect.">
        <form onSubmit={handleCode} noValidate className={formStyles.form} aria-label="Two-factor sign-in">
          <Field
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errorFor('code')}
            hint="Lost your phone? Enter one of your recovery codes instead (each works once)."
          />
          <Button type="submit" block disabled={isBusy}>
            {isBusy ? 'Checking…' : 'Verify'}
          </Button>
        </form>
        <p className={styles.securityCardLinks}>
          <Button
            type="button"
            variant="link"
            onClick={() => {
              setIsCodeStep(false);
              setPassword('');
            }}
          >
            Use another account
          </Button>
        </p>
      </SecurityCard>
    );

  return (
    <SecurityCard
      title="Log in"
      intro={isActivated ? undefined : 'Welcome back. Log in to your Recruiter Connect account.'}
    >
      {isActivated && (
        <div className={styles.activated} role="status">
          <h2>{TITLES.activationSuccessful}</h2>
          <p>Your account is now active and your 14-day trial has started. Log in to continue.</p>
        </div>
      )}
      <form ref={bindForm} onSubmit={handleSubmit} noValidate className={formStyles.form}>
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errorFor('email')}
        />
        <Field
          key={isActivated ? 'after-activation' : 'password'}
          autoFocus={isActivated}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errorFor('password')}
        />
        <Button type="submit" block disabled={isBusy}>
          {isBusy ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
      <p className={styles.securityCardLinks}>
        <Link to="/forgot">Forgot your password?</Link>
        <Link to="/register">Create an account</Link>
      </p>
    </SecurityCard>
  );
}
