import { useLocalizedPath } from '@/shared/i18n';
import { ErrorPage } from '@/shared/ui/ErrorPage';

export function ServerErrorPage() {
  return <ErrorPage status={500} homeHref={useLocalizedPath()('/')} />;
}
