import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useMe } from '../../api/session';
import { returnTo } from '../../api/sign-in';
import { PageLoading } from '../../components/PageLoading';
import { profileStep } from './profile-step';

const TWO_FACTOR_PATH = '/account/two-factor';

/**
 * The access guard of spec “Screen details”: a visitor is sent to /login and brought back afterwards;
 * a member with an incomplete profile is walked to personal details, then categories
 * (administrators never are: see profile-step.ts), and an administrator who must set up two-factor
 * sign-in is sent to do so first.
 */
export function RequireAuth() {
  const { data: me, isPending, isError } = useMe();
  const location = useLocation();
  // The screen is built in the background once the answer is here, even when it already was on the
  // first render: React splits a deferred render into short slices, so a phone's main thread is
  // never blocked for the whole app at once (the shell around this guard, AppLayout, shows the app
  // bar meanwhile, and stays responsive to taps).
  const isAnswered = useDeferredValue(!isPending, false);

  if (!isAnswered) return <PageLoading />;
  if (isError) return <Navigate to="/dashboard" replace />;
  if (!me) {
    returnTo.remember(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  // An administrator without a second factor (ADMIN_MFA=required) sets one up before anything else:
  // the API refuses them every other route until then.
  if (me.mfa?.enrolmentRequired && location.pathname !== TWO_FACTOR_PATH)
    return <Navigate to={TWO_FACTOR_PATH} replace />;
  const step = profileStep(me, location.pathname);
  if (step) return <Navigate to={step.to} replace state={{ welcome: step.welcome }} />;
  return <Outlet />;
}
