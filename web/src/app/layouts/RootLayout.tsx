import { Suspense, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { statusCodeCleared } from '@/shared/api';
import { ScrollToTopButton } from '@/shared/ui/ScrollToTopButton';
import { ADMIN_PROFILE_PATH } from '../adminApp';
import { usePageMeta } from './usePageMeta';
import { useScrollMemory } from './useScrollMemory';

/** Behaviour shared by the public and admin apps: meta, scrolling, and error reset. */
export function RootLayout() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();

  usePageMeta();
  useScrollMemory();

  // SPEC §2: a global error belongs to the page it happened on.
  useEffect(() => {
    dispatch(statusCodeCleared());
  }, [pathname, dispatch]);

  return (
    <>
      {/* Translations of lazily loaded namespaces (admin, later features) suspend until fetched. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {!pathname.startsWith(ADMIN_PROFILE_PATH) && <ScrollToTopButton />}
    </>
  );
}
