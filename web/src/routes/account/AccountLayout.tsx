import { useEffect, useRef, useState } from 'react';
import { containerClass } from '../../components/ui/Container';
import { Button } from '../../components/ui/Button';
import styles from './account.module.css';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useMe } from '../../api/session';
import { useLogout } from '../../features/auth/useLogout';
import { OnboardingSteps } from '../../features/onboarding/OnboardingSteps';
import { ONBOARDING_PATHS, onboardingStep } from '../../features/onboarding/onboarding-step';
import onboardingStyles from '../../features/onboarding/onboarding.module.css';

const TABS = [
  { to: '/account/general', label: 'General' },
  { to: '/account/personal', label: 'Personal Details' },
  { to: '/account/subscription', label: 'Subscription' },
  { to: '/account/recruitment-categories', label: 'Recruitment Categories' },
  { to: '/account/notifications', label: 'Notifications' },
  { to: '/account/saved-searches', label: 'Saved Searches' },
  { to: '/account/privacy', label: 'Privacy' },
  { to: '/account/two-factor', label: 'Two-factor sign-in' },
  { to: '/account/api-tokens', label: 'API tokens' },
  { to: '/account/webhooks', label: 'Webhooks' },
];

/** The administrator's extra tabs (spec “Roles and permissions” Admin: accounts, matches, sourcing offers, bulk messages). */
const ADMIN_TABS = [
  { to: '/account/users', label: 'Members', match: /^\/account\/users?(\/|$)/ },
  { to: '/account/matches/transactions', label: 'Matches', match: /^\/account\/matches(\/|$)/ },
  { to: '/account/sourcing/offers', label: 'Sourcing Offers', match: /^\/account\/sourcing(\/|$)/ },
  { to: '/account/messages', label: 'Bulk Messages', match: /^\/account\/messages(\/|$)/ },
  { to: '/account/deals', label: 'Deals', match: /^\/account\/deals(\/|$)/ },
  { to: '/account/anonymity', label: 'Anonymity', match: /^\/account\/anonymity(\/|$)/ },
  { to: '/account/settings', label: 'Settings', match: /^\/account\/settings(\/|$)/ },
  { to: '/account/tokens', label: 'Members’ API tokens', match: /^\/account\/tokens(\/|$)/ },
];

/**
 * My Account: tabs on the side (on top on a phone), the page, and Log Out on every page; for a new
 * member still completing their profile, the onboarding stepper instead of the tabs.
 */
export function AccountLayout() {
  const logout = useLogout();
  const { data: me } = useMe();
  const tabsRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // On a phone the tab strip scrolls: keep the current page's tab in view.
    tabsRef.current?.querySelector('a.active')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  // A new member's first two steps: the stepper instead of My Account's tabs (docs/onboarding.md).
  // It stays for this visit once shown: saving the last step completes the profile a moment before
  // the next screen opens, and My Account's tabs should not flash up in between.
  const [hasStartedOnboarding] = useState(() => onboardingStep(me, pathname) !== null);
  const pageStep = ONBOARDING_PATHS[pathname];
  const step =
    onboardingStep(me, pathname) ?? (hasStartedOnboarding && (pageStep === 1 || pageStep === 2) ? pageStep : null);
  if (step)
    return (
      <div className={`${containerClass} ${onboardingStyles.page}`}>
        <OnboardingSteps current={step} />
        <Outlet />
      </div>
    );
  return (
    <div className={`${containerClass} ${styles.account}`}>
      <aside>
        <h1 className={styles.accountTitle}>My Account</h1>
        <nav aria-label="My Account" className={styles.accountTabs} ref={tabsRef}>
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to}>
              {tab.label}
            </NavLink>
          ))}
          {me?.abilities.isAdmin &&
            ADMIN_TABS.map((tab) => {
              // Members stays current on every step of the workflow and on one member's page.
              const isCurrent = tab.match.test(pathname);
              return (
                <Link
                  key={tab.to}
                  to={tab.to}
                  className={isCurrent ? 'active' : undefined}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              );
            })}
        </nav>
        <Button variant="secondary" className={styles.accountLogout} onClick={() => void logout()}>
          Log Out
        </Button>
      </aside>
      <section className={styles.accountMain}>
        <Outlet />
      </section>
    </div>
  );
}
