import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { selectStatusCode, type GlobalErrorState } from '@/shared/api';
import { ErrorPage } from '@/shared/ui/ErrorPage';
import { useSignedInLogin } from '@/admin/shared/session/useSignedInLogin';
import { AdminChrome } from './AdminChrome';

/** Pages behind sign-in. A server failure (SPEC §7) replaces the page, under the admin header. */
export function AdminLayout() {
  const login = useSignedInLogin();
  const statusCode = useSelector((state: { globalError: GlobalErrorState }) =>
    selectStatusCode(state),
  );
  if (login === null) return <Navigate to="/admin" replace />;
  return (
    <AdminChrome>
      {statusCode === null ? <Outlet /> : <ErrorPage status={statusCode} homeHref="/admin" />}
    </AdminChrome>
  );
}
