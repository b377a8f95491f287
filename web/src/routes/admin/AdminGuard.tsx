import { Navigate, Outlet } from 'react-router-dom';
import { useMe } from '../../api/session';
import { PageLoading } from '../../components/PageLoading';

/** Admin-only pages: everyone else is redirected to /account/general (spec “Guarded pages”). */
export function AdminGuard() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageLoading />;
  if (!me?.abilities.isAdmin) return <Navigate to="/account/general" replace />;
  return <Outlet />;
}
