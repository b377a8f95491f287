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
import { DraftSync, DraftsNavBadge } from '../features/drafts/DraftsSection';
import { SlimFooter } from './Footer';
import { PageLoading } from '../components/PageLoading';

const LINKS: { to: string; label: string; drafts?: 'job' | 'candidate' }[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/account', label: 'My Account' },
  // The member's deals (issue 21), beside their account.
  { to: '/deals', label: 'Deals' },
  // The count of offline drafts of that kind shows beside it (issue 22 item 5).
  { to: '/jobs', label: 'Job Specs', drafts: 'job' },
  { to: '/candidates', label: 'Candidates', drafts: 'candidate' },
  { to: '/guide', label: 'Getting Started' },
  { to: '/contact', label: 'Contact Us' },
];

/** The signed-in shell: header links, the notifications bell, Log Out, and the footer. */
export function AppLayout() {
  const [isOpen, setIsOpen] = useState(false);
  const logout = useLogout();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  // The match view hides the footer (spec §2.2).
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
                  {link.drafts && <DraftsNavBadge kind={link.drafts} />}
                </NavLink>
              ))}
              <button type="button" className={styles.logout} onClick={() => void logout()}>
                Log Out
              </button>
            </nav>
          </div>
        </header>
        <OfflineBanner />
        <DeletionBanner me={me} />
        <DraftSync />
        <main id="main">
          <Outlet />
        </main>
        {showFooter && <SlimFooter />}
      </div>
    </NotesPanelProvider>
  );
}

/**
 * What a signed-in page shows while the access guard asks who is signed in: the app bar's logo
 * where the shell will put it, and the loading placeholder. A phone sees the app at once instead
 * of a blank page for the round trip (no member data or member links are shown before the answer).
 */
export function AppShellLoading() {
  return (
    <div className={styles.page}>
      <header className={`appbar ${styles.bar}`}>
        <div className={styles.barInner}>
          <Logo />
        </div>
      </header>
      <main id="main">
        <PageLoading />
      </main>
    </div>
  );
}
