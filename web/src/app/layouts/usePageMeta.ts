import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { deepestHandle } from '../routeHandle';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Keeps the title and description in step with client-side navigation. The server injects the
 * same texts (from the same meta.json) into the first HTML response.
 */
export function usePageMeta(): void {
  const { t, i18n } = useTranslation('meta');
  const page = deepestHandle(useMatches(), 'meta');

  useEffect(() => {
    if (!page) return;
    const title = t(`pages.${page}.title`);
    const siteName = t('siteName');
    // Same format as the server's injected <title> (query/src/page_meta.rs).
    document.title = title === siteName ? title : `${title} | ${siteName}`;
    setMetaDescription(t(`pages.${page}.description`));
  }, [page, t, i18n.resolvedLanguage]);
}
