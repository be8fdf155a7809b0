import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminNotFoundPage } from '@/admin/shared/errors/AdminNotFoundPage';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { useGetAdminArticleQuery } from '../api/articlesApi';
import { ArticleEditor } from './ArticleEditor';

/** A positive whole number from the address, `undefined` without one, else `null`. */
function articleIdOf(param: string | undefined): number | null | undefined {
  if (param === undefined) return undefined;
  const id = Number(param);
  return /^\d+$/.test(param) && id > 0 ? id : null;
}

/** `/admin/blog/edit/article` (a new article) and `/admin/blog/edit/article/:id`. */
export function ArticleEditorPage() {
  const { t } = useTranslation('adminArticles');
  const articleId = articleIdOf(useParams().id);
  const {
    data: article,
    error,
    refetch,
  } = useGetAdminArticleQuery(articleId ?? skipToken, { refetchOnMountOrArgChange: true });

  if (articleId === undefined) return <ArticleEditor article={null} onReload={refetch} />;
  if (articleId === null || (error && 'status' in error && error.status === 404)) {
    return <AdminNotFoundPage />;
  }
  // Keyed, so another article's address starts a fresh editor.
  if (article) return <ArticleEditor key={article.id} article={article} onReload={refetch} />;
  if (error) return <LoadFailure text={t('editor.loadError')} onRetry={refetch} />;
  return <Loading />;
}
