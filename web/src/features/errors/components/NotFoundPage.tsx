import { useLocalizedPath } from '@/shared/i18n';
import { ErrorPage } from '@/shared/ui/ErrorPage';

export function NotFoundPage() {
  return <ErrorPage status={404} homeHref={useLocalizedPath()('/')} />;
}
