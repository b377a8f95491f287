import { Link, useRoutes } from 'react-router-dom';
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
    <section className="container not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist, or has moved.</p>
      <p>
        <Link className="button button--primary" to={isMember ? '/dashboard' : '/home'}>
          {isMember ? 'Go to the dashboard' : 'Go to the home page'}
        </Link>
      </p>
    </section>
  );
}
