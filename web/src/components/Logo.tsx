import { Link } from 'react-router-dom';

export function Logo({ to = '/dashboard' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label="Recruiter Connect home">
      <img src="/icon.svg" alt="" width="32" height="32" />
      <span>
        Recruiter<strong>Connect</strong>
      </span>
    </Link>
  );
}
