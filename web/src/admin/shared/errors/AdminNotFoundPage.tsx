import { ErrorPage } from '@/shared/ui/ErrorPage';
import { adminPath } from '@/admin/shared/routeTable';

/** Any admin path without a page, including sections that are not built yet. */
export function AdminNotFoundPage() {
  return <ErrorPage status={404} homeHref={adminPath.signIn} />;
}
