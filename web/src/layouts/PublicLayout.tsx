import { useState, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { PublicFooter } from './Footer';

const LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/features', label: 'Features' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/login', label: 'Log In' },
  { to: '/register', label: 'Register' },
];

/** Top bar (logo, links, burger on small screens), the page, and the public footer. */
export function PublicLayout() {
  return (
    <div className="page page--public">
      <TopBar />
      <main id="main" className="public-main">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}

export function TopBar() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <header className="topbar">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="topbar__inner">
        <Logo />
        <button
          type="button"
          className="burger"
          aria-expanded={isOpen}
          aria-controls="public-nav"
          aria-label={isOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setIsOpen((o) => !o)}
        >
          <span aria-hidden="true" />
        </button>
        <nav id="public-nav" aria-label="Main" className={`topbar__nav${isOpen ? ' topbar__nav--open' : ''}`}>
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={link.to === '/register' ? 'topbar__cta' : undefined}
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
export function Hero({ heading, text, children }: { heading: string; text?: string; children?: ReactNode }) {
  return (
    <section className="hero">
      <div className="hero__inner">
        <h1>{heading}</h1>
        {text && <p>{text}</p>}
        {children && <div className="cta-row hero__actions">{children}</div>}
      </div>
    </section>
  );
}
