import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { setDocumentMeta } from '@/shared/lib/documentMeta';
import { deepestHandle } from '../routeHandle';

/**
 * Keeps the title and description in step with client-side navigation. The server injects the
 * same texts (from the same meta.json) into the first HTML response. Pages whose texts need
 * values (a dog's name) have no `meta` handle and set their own with `setDocumentMeta`.
 */
export function usePageMeta(): void {
  const { t, i18n } = useTranslation('meta');
  const page = deepestHandle(useMatches(), 'meta');

  useEffect(() => {
    if (!page) return;
    setDocumentMeta(t(`pages.${page}.title`), t('siteName'), t(`pages.${page}.description`));
  }, [page, t, i18n.resolvedLanguage]);
}
