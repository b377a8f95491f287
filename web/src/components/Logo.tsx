import { Link } from 'react-router-dom';
import styles from './Logo.module.css';

export function Logo({ to = '/dashboard' }: { to?: string }) {
  return (
    <Link to={to} className={styles.logo} aria-label="Recruiter Connect home">
      <img src="/icon.svg" alt="" width="32" height="32" />
      <span>
        {/* A real space: the visible text must be part of the link's accessible name (WCAG 2.5.3). */}
        Recruiter <strong>Connect</strong>
      </span>
    </Link>
  );
}
