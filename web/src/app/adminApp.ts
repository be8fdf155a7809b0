import { lazy } from 'react';
import { i18n } from '@/shared/i18n';
import { importWithReload } from '@/shared/lib/staleChunk';

/**
 * The admin app's shell (sign-in, header, navigation) is its own chunk, fetched only under
 * /admin or for an admin error page, together with the texts it shows; each admin section is
 * a chunk of its own beyond it.
 */
export const loadAdminApp = importWithReload(async () => {
  const [app] = await Promise.all([import('@/admin/AdminApp'), i18n.loadNamespaces('admin')]);
  return app;
});

export const LazyAdminApp = lazy(loadAdminApp);

/** SPEC §2 exempts this page from the scroll-to-top arrow and from scrolling up on arrival. */
export const ADMIN_PROFILE_PATH = '/admin/profile';
