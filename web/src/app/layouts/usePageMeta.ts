import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { setDocumentMeta } from '@/shared/lib/documentMeta';
import { deepestHandle } from '../routeHandle';

/**
 * Keeps the title and description in step with client-side navigation. The server injects the
 * same texts (from the same meta.json) into the first HTML response. Pages whose texts need
 * values (a dog's name, an article's title) set their own with `setDocumentMeta`.
 */
export function usePageMeta(): void {
  const { t, i18n } = useTranslation('meta');
  const page = deepestHandle(useMatches(), 'meta');
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    if (!page || !language) return;
    if (takesValues(i18n.getResource(language, 'meta', `pages.${page}.title`))) return;
    setDocumentMeta(t(`pages.${page}.title`), t('siteName'), t(`pages.${page}.description`));
  }, [page, t, i18n, language]);
}

/**
 * A title with placeholders (an article's) names what the page shows, which only the page
 * knows once it has loaded it; the page then sets its texts itself, whatever its route says.
 */
function takesValues(title: unknown): boolean {
  return typeof title === 'string' && title.includes('{{');
}
