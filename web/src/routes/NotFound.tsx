import { Link, useRoutes } from 'react-router-dom';
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
 * way back.
 */
export default function NotFoundPage() {
  const { data: me, isPending } = useMe();
  const routes = useRoutes([
    {
      element: me ? <AppLayout /> : <PublicLayout />,
      children: [{ path: '*', element: <NotFound isMember={Boolean(me)} /> }],
    },
  ]);
  if (isPending) return <PageLoading />;
  return routes;
}

function NotFound({ isMember }: { isMember: boolean }) {
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
