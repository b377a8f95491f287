import { Link } from 'react-router-dom';
import styles from './Footer.module.css';
// A file of its own (not inlined into the page's script): the first public page's JavaScript budget.
import associationLogo from './assets/association-logo.svg?no-inline';

/**
 * The network's social pages, as recognisable marks with an accessible name each. The glyphs are
 * drawn here (a few SVG paths), so no icon font or third-party script is loaded.
 */
const SOCIAL = [
  {
    label: 'Recruiter Connect on LinkedIn',
    href: 'https://www.linkedin.com/company/recruiter-connect-za',
    glyph: (
      <>
        <rect x="6" y="10" width="3" height="8" />
        <circle cx="7.5" cy="7" r="1.8" />
        <path d="M11 10h2.8v1.2c.5-.8 1.5-1.4 2.8-1.4 2 0 3.4 1.2 3.4 3.7V18h-3v-4c0-1-.4-1.7-1.4-1.7s-1.6.7-1.6 1.7v4h-3z" />
      </>
    ),
  },
  {
    label: 'Recruiter Connect on Facebook',
    href: 'https://www.facebook.com/recruiterconnectza',
    glyph: (
      <path d="M13.5 20v-6.5h2.2l.4-2.6h-2.6V9.3c0-.8.3-1.3 1.4-1.3h1.3V5.7c-.3 0-1.1-.1-2-.1-2 0-3.3 1.2-3.3 3.4v1.9H8.7v2.6h2.2V20z" />
    ),
  },
  {
    label: 'Recruiter Connect on X',
    href: 'https://x.com/recruiterconnza',
    glyph: <path d="M6 6h3.6l3 4.2L16.2 6H18l-4.6 5.4L18.6 18H15l-3.2-4.5L8 18H6.2l4.8-5.6z" />,
  },
];

/**
 * Public footer: social links, the professional body's logo beside who runs the network, the legal
 * links and the copyright line. The logo is our own drawing of the association's mark (an image with
 * its name as the alternative text, no link: the association has no site of its own to send to).
 */
export function PublicFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Social media" className={styles.social}>
          {SOCIAL.map((s) => (
            <a
              key={s.label}
              href={s.href}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={s.label}
              title={s.label}
              className={styles.socialLink}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
                {s.glyph}
              </svg>
            </a>
          ))}
        </nav>
        <div className={styles.body}>
          <img
            src={associationLogo}
            alt="Professional Recruiters' Association"
            width={160}
            height={56}
            className={styles.bodyLogo}
          />
          <span>Recruiter Connect is run for the members of the professional recruiters' association.</span>
        </div>
        <nav aria-label="Legal" className={styles.legal}>
          <Link to="/terms">Terms</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/contact-us">Contact us</Link>
        </nav>
        <Copyright />
      </div>
    </footer>
  );
}

/** The slim footer of the signed-in and login-type pages: the copyright line only. */
export function SlimFooter() {
  return (
    <footer className={`${styles.footer} ${styles.slim}`}>
      <Copyright />
    </footer>
  );
}

export function Copyright() {
  return (
    <p className={`copyright ${styles.copyright}`}>
      © {new Date().getFullYear()} Recruiter Connect. All rights reserved.
    </p>
  );
}
