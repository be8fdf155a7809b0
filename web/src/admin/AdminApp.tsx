import { Suspense } from 'react';
import { ErrorPage } from '@/shared/ui/ErrorPage';
import { AdminRoutes } from './AdminRoutes';
import { AdminChrome } from './layout/AdminChrome';
import { adminPath } from '@/admin/shared/routeTable';

/**
 * The admin app's shell, its own chunk (SPEC §2 "loaded separately"): sign-in, the header and
 * its navigation; each section's pages are a chunk of their own (`AdminRoutes`). The public
 * router mounts it for `/admin/*`, and for an error page whose originating path is an admin
 * one (`errorStatus`).
 */
export interface AdminAppProps {
  errorStatus?: number;
}

export default function AdminApp({ errorStatus }: AdminAppProps) {
  // The `admin` texts arrive with this chunk; in another language, nothing shows until they do.
  return (
    <Suspense fallback={null}>
      {errorStatus === undefined ? (
        <AdminRoutes />
      ) : (
        <AdminChrome>
          <ErrorPage status={errorStatus} homeHref={adminPath.signIn} />
        </AdminChrome>
      )}
    </Suspense>
  );
}
