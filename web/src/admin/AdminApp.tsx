import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/shared/ui/ErrorPage';

/**
 * Placeholder owned by the admin engineer, who replaces this file.
 *
 * Contract with the public app (src/app/router.tsx):
 * - default export, loaded lazily for `/admin/*`, so visitors never download admin code;
 * - renders the admin routes relative to `/admin` (use `<Routes>` inside);
 * - `errorStatus`: when set, render the admin header with `<ErrorPage status={…} header={…} />`;
 *   the public app passes it when an error page's originating path contains `/admin` (SPEC §2).
 */
export interface AdminAppProps {
  errorStatus?: number;
}

export default function AdminApp({ errorStatus }: AdminAppProps) {
  const { t } = useTranslation('admin');
  if (errorStatus !== undefined) return <ErrorPage status={errorStatus} header={<header />} />;
  return (
    <main id="content">
      <p>{t('placeholder')}</p>
    </main>
  );
}
