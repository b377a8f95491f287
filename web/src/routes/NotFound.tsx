import { Link } from 'react-router-dom';
import { containerClass } from '../components/ui/Container';
import { buttonClass } from '../components/ui/Button';
import styles from './NotFound.module.css';
import { useMe } from '../api/session';
import { PageLoading } from '../components/PageLoading';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { AppLayout } from '../layouts/AppLayout';
import { PublicLayout } from '../layouts/PublicLayout';

/**
 * A path nobody knows, inside the layout its visitor is in: the signed-in shell (header, bell,
 * menu, footer) for a member, the public site's for anyone else — never a bare page without a
 * way back. (The layout route around NotFound in routes/signed-in-routes.tsx.)
 */
export default function NotFoundLayout() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageLoading />;
  return me ? <AppLayout /> : <PublicLayout />;
}

export function NotFound() {
  const isMember = Boolean(useMe().data);
  useDocumentTitle('Page not found');
  return (
    <section className={`${containerClass} ${styles.notFound}`} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist, or has moved.</p>
      <p>
        <Link className={buttonClass()} to={isMember ? '/dashboard' : '/home'}>
          {isMember ? 'Go to the dashboard' : 'Go to the home page'}
        </Link>
      </p>
    </section>
  );
}
