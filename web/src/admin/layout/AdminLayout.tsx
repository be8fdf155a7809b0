import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { selectStatusCode, type GlobalErrorState } from '@/shared/api';
import { ErrorPage } from '@/shared/ui/ErrorPage';
import { useAdminSession } from '@/admin/shared/session/useAdminSession';
import { Loading } from '@/admin/shared/ui/Loading';
import { AdminChrome } from './AdminChrome';
import { adminPath } from '@/admin/shared/routeTable';

/**
 * Pages behind sign-in. A server failure (SPEC §7) replaces the page, under the admin header;
 * after a reload the page waits, under the header, while the session is restored.
 */
export function AdminLayout() {
  const session = useAdminSession();
  const statusCode = useSelector((state: { globalError: GlobalErrorState }) =>
    selectStatusCode(state),
  );
  if (session.status === 'signedOut') return <Navigate to={adminPath.signIn} replace />;
  let page = <Outlet />;
  if (session.status === 'restoring') page = <Loading />;
  else if (statusCode !== null)
    page = <ErrorPage status={statusCode} homeHref={adminPath.signIn} />;
  return <AdminChrome>{page}</AdminChrome>;
}
