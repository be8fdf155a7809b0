import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentMeta } from '@/shared/lib/documentMeta';
import type { OpenArticle } from '../api/types';

/**
 * SPEC §2: the article page is titled by its article; its description is the one the staff
 * wrote for it, else the default sentence around the title (meta.json, which the server's
 * first HTML uses too).
 */
export function useArticlePageMeta(article: OpenArticle | undefined): void {
  const { t } = useTranslation('meta');

  useEffect(() => {
    if (!article) return;
    const values = { title: article.title };
    setDocumentMeta(
      t('pages.article.title', values),
      t('siteName'),
      article.description || t('pages.article.description', values),
    );
  }, [article, t]);
}
