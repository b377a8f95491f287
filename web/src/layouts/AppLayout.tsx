import { useState } from 'react';
import styles from './Layout.module.css';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { useLogout } from '../features/auth/useLogout';
import { NotificationsBell } from '../features/notifications/NotificationsBell';
import { NotesPanelProvider } from '../features/notifications/NotesPanelContext';
import { OfflineBanner } from '../features/pwa/OfflineBanner';
import { DeletionBanner } from '../features/account/DeleteAccount';
import { useMe } from '../api/session';
import { useLiveUpdates } from '../api/live';
import { DraftSync, DraftsNavBadge } from '../features/drafts/DraftsSection';
import { SlimFooter } from './Footer';
import { lastAccount } from '../offline/account';

const LINKS: { to: string; label: string; drafts?: 'job' | 'candidate' }[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/account', label: 'My Account' },
  // The member's deals, beside their account.
  { to: '/deals', label: 'Deals' },
  // What the market pays: aggregates of members' listings and deals.
  { to: '/market', label: 'Market' },
  { to: '/messages', label: 'Messages' },
  // The count of offline drafts of that kind shows beside it.
  { to: '/jobs', label: 'Job Specs', drafts: 'job' },
  { to: '/candidates', label: 'Candidates', drafts: 'candidate' },
  { to: '/guide', label: 'Getting Started' },
  { to: '/contact', label: 'Contact Us' },
];

/**
 * The signed-in shell: header links, the notifications bell, Log Out, and the footer, around the
 * access guard (RequireAuth) and its screens. It paints before GET /api/me has answered for a member
 * this device remembers, so a returning member sees the app at once, not a blank page; a visitor
 * (nobody remembered, or the answer says so) sees the bar with the logo only, on the way to /login.
 * Nothing in the bar before the answer is the member's own data (the bell asks for the notes
 * with the session's cookie, as it would a moment later).
 */
export function AppLayout() {
  const [isOpen, setIsOpen] = useState(false);
  const logout = useLogout();
  const { pathname } = useLocation();
  const { data: me, isPending } = useMe();
  // One live-update stream per tab, for the signed-in member (api/live.ts).
  useLiveUpdates(Boolean(me));
  const [isRemembered] = useState(() => lastAccount() !== null);
  const isMember = Boolean(me) || (isPending && isRemembered);
  // The match view hides the footer (spec “Guarded pages”).
  const showFooter = !pathname.startsWith('/match/');
  return (
    <NotesPanelProvider>
      <div className={styles.page}>
        <header className={`appbar ${styles.bar}`}>
          <a href="#main" className={styles.skipLink}>
            Skip to content
          </a>
          <div className={styles.barInner}>
            <Logo />
            {isMember && (
              <>
                <div className={styles.actions}>
                  <NotificationsBell />
                  <button
                    type="button"
                    className={styles.burger}
                    aria-expanded={isOpen}
                    aria-controls="app-nav"
                    aria-label={isOpen ? 'Close menu' : 'Open menu'}
                    onClick={() => setIsOpen((o) => !o)}
                  >
                    <span aria-hidden="true" />
                  </button>
                </div>
                <nav
                  id="app-nav"
                  aria-label="Main"
                  className={[styles.nav, styles.appNav, isOpen && styles.navOpen].filter(Boolean).join(' ')}
                >
                  {LINKS.map((link) => (
                    <NavLink key={link.to} to={link.to} onClick={() => setIsOpen(false)}>
                      {link.label}
                      {/* Drafts are filed under the member: counted once the answer says who. */}
                      {link.drafts && me && <DraftsNavBadge kind={link.drafts} />}
                    </NavLink>
                  ))}
                  <button type="button" className={styles.logout} onClick={() => void logout()}>
                    Log Out
                  </button>
                </nav>
              </>
            )}
          </div>
        </header>
        <OfflineBanner />
        <DeletionBanner me={me} />
        {me && <DraftSync />}
        <main id="main" className={styles.appMain}>
          <Outlet />
        </main>
        {showFooter && <SlimFooter />}
      </div>
    </NotesPanelProvider>
  );
}
