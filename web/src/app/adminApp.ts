import { lazy } from 'react';
import { importWithReload } from '@/shared/lib/staleChunk';

/** The admin app is its own chunk, fetched only under /admin or for an admin error page. */
export const loadAdminApp = importWithReload(() => import('@/admin/AdminApp'));

export const LazyAdminApp = lazy(loadAdminApp);

/** SPEC §2 exempts this page from the scroll-to-top arrow and from scrolling up on arrival. */
export const ADMIN_PROFILE_PATH = '/admin/profile';
