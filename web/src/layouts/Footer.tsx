import { Link } from 'react-router-dom';

const SOCIAL = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/recruiter-connect-za' },
  { label: 'Facebook', href: 'https://www.facebook.com/recruiterconnectza' },
  { label: 'X', href: 'https://x.com/recruiterconnza' },
];

/** Public footer: social links, the professional-body logo and the copyright line. */
export function PublicFooter() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-label="Social media" className="footer__social">
          {SOCIAL.map((s) => (
            <a key={s.label} href={s.href} rel="noopener noreferrer" target="_blank">
              {s.label}
            </a>
          ))}
        </nav>
        <div className="footer__body">
          <ProfessionalBodyLogo />
          <span>Recruiter Connect is run for the members of the professional recruiters' association.</span>
        </div>
        <nav aria-label="Legal" className="footer__legal">
          <Link to="/terms">Terms</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/contact-us">Contact us</Link>
        </nav>
        <Copyright />
      </div>
    </footer>
  );
}

export function Copyright() {
  return <p className="copyright">© {new Date().getFullYear()} Recruiter Connect. All rights reserved.</p>;
}

function ProfessionalBodyLogo() {
  return (
    <svg className="footer__badge" viewBox="0 0 120 40" role="img" aria-label="Member of the professional recruiters' association">
      <rect x="1" y="1" width="118" height="38" rx="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="20" cy="20" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15 20l4 4 7-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <text x="38" y="18" fontSize="10" fill="currentColor" fontFamily="inherit">Professional</text>
      <text x="38" y="30" fontSize="10" fill="currentColor" fontFamily="inherit">body member</text>
    </svg>
  );
}
