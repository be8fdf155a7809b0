import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Footer, Header } from '@/features/layout';
import { LazySubscribeForm } from '@/features/newsletter';
import { selectStatusCode } from '@/shared/api';
import { useLocalizedPath } from '@/shared/i18n';
import { ErrorPage } from '@/shared/ui/ErrorPage';
import type { RootState } from '../store';
import { LazyAdminApp } from '../adminApp';
import { isAdminOrigin } from '../originPath';
import { deepestHandle } from '../routeHandle';
import { useLanguageFromPath } from './useLanguageFromPath';

export function PublicLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const localizedPath = useLocalizedPath();
  const statusCode = useSelector((state: RootState) => selectStatusCode(state));
  const routeErrorStatus = deepestHandle(useMatches(), 'errorStatus');

  useLanguageFromPath();

  // SPEC §2: an error that started under /admin is shown with the admin header.
  const errorStatus = statusCode ?? routeErrorStatus;
  if (errorStatus !== undefined && isAdminOrigin(location.state)) {
    return (
      <Suspense fallback={null}>
        <LazyAdminApp errorStatus={errorStatus} />
      </Suspense>
    );
  }

  return (
    <div className="page-shell">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="content" className="page-main" tabIndex={-1}>
        {statusCode === null ? (
          <Outlet />
        ) : (
          <ErrorPage status={statusCode} homeHref={localizedPath('/')} />
        )}
      </main>
      <Footer newsletterForm={<LazySubscribeForm />} />
    </div>
  );
}
