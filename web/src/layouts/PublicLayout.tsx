import { useState, type ReactNode } from 'react';
import styles from './Layout.module.css';
import { NavLink, Outlet } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { PublicFooter } from './Footer';

const LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/features', label: 'Features' },
  { to: '/contact-us', label: 'Contact us' },
  // The spec names this top-bar link "Log In"; every other label in the app says "Log in".
  { to: '/login', label: 'Log In' },
  { to: '/register', label: 'Register' },
];

/** Top bar (logo, links, burger on small screens), the page, and the public footer. */
export function PublicLayout() {
  return (
    <div className={styles.page}>
      <TopBar />
      <main id="main" className={styles.publicMain}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}

export function TopBar() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <header className={`topbar ${styles.bar}`}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.barInner}>
        <Logo />
        <button
          type="button"
          className={styles.burger}
          aria-expanded={isOpen}
          aria-controls="public-nav"
          aria-label={isOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setIsOpen((o) => !o)}
        >
          <span aria-hidden="true" />
        </button>
        <nav id="public-nav" aria-label="Main" className={isOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={link.to === '/register' ? styles.cta : undefined}
              onClick={() => setIsOpen(false)}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}

/** A public page's banner; `children` are its calls to action (shown under the text). */
/** The public pages' hero band; `picture` (the home page's product picture) sits beside the text on a desktop. */
export function Hero({
  heading,
  text,
  picture,
  children,
}: {
  heading: string;
  text?: string;
  picture?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <div className={picture ? `${styles.heroInner} ${styles.heroWithPicture}` : styles.heroInner}>
        <div className={styles.heroText}>
          <h1>{heading}</h1>
          {text && <p>{text}</p>}
          {children && <div className={styles.heroActions}>{children}</div>}
        </div>
        {picture && <div className={styles.heroPicture}>{picture}</div>}
      </div>
    </section>
  );
}
