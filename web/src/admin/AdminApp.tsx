import { Suspense } from 'react';
import { ErrorPage } from '@/shared/ui/ErrorPage';
import { AdminRoutes } from './AdminRoutes';
import { AdminChrome } from './layout/AdminChrome';

/**
 * The admin app, its own chunk (SPEC §2 "loaded separately"). The public router mounts it for
 * `/admin/*`, and for an error page whose originating path is an admin one (`errorStatus`).
 */
export interface AdminAppProps {
  errorStatus?: number;
}

export default function AdminApp({ errorStatus }: AdminAppProps) {
  // The `admin` texts are fetched on first use; nothing shows until they are here.
  return (
    <Suspense fallback={null}>
      {errorStatus === undefined ? (
        <AdminRoutes />
      ) : (
        <AdminChrome>
          <ErrorPage status={errorStatus} homeHref="/admin" />
        </AdminChrome>
      )}
    </Suspense>
  );
}
