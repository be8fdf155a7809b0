import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderSection } from '@/admin/shared/ui/HeaderSection';
import { MoreButton } from '@/admin/shared/list/MoreButton';
import { pagesForMore } from '@/admin/shared/list/pagedRecords';
import { usePagedLoading } from '@/admin/shared/list/usePagedLoading';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import cards from '@/admin/shared/ui/RecordCards.module.css';
import { useGetArticleTitlesQuery, useLazyGetAdminArticlesPageQuery } from './api/articlesApi';
import { cardOfArticle, type AdminArticleCard } from './api/articleTypes';
import styles from './Articles.module.css';
import { CategoriesManager } from './categories/CategoriesManager';
import { ArticleActionDialog } from './list/ArticleActionDialog';
import { ArticleCard } from './list/ArticleCard';
import type { ArticleAction } from './list/articleActions';
import { articleListReducer, emptyArticleList, hasMore } from './list/articleList';
import { adminPath } from '@/admin/shared/routeTable';

/** `/admin/blog`: every article, any status, the main one first; and the categories (SPEC §2, §4, §5). */
export function ArticlesPage() {
  const { t } = useTranslation('adminArticles');
  const navigate = useNavigate();
  const [list, dispatch] = useReducer(articleListReducer, emptyArticleList);
  const [fetchPage] = useLazyGetAdminArticlesPageQuery();
  // The contract's header count: every article, whatever the list has loaded.
  const titles = useGetArticleTitlesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [pending, setPending] = useState<{
    action: ArticleAction;
    article: AdminArticleCard;
  } | null>(null);

  const { loadState, more, retry, loadMore } = usePagedLoading(fetchPage, dispatch);

  let body;
  if (loadState === 'loading') body = <Loading />;
  else if (loadState === 'failed') {
    body = <LoadFailure text={t('list.loadError')} onRetry={retry} />;
  } else if (list.articles.length === 0) {
    body = <p className={cards.empty}>{t('list.empty')}</p>;
  } else {
    body = (
      <>
        <ul className={`${cards.grid} ${styles.articles}`}>
          {list.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                onAction={(action, target) => setPending({ action, article: target })}
              />
            </li>
          ))}
        </ul>
        {hasMore(list) && (
          <MoreButton
            state={more}
            onMore={() => void loadMore(pagesForMore(list))}
            labels={{
              more: t('list.more'),
              loading: t('list.loadingMore'),
              failed: t('list.loadError'),
            }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <HeaderSection
        title={t('list.title')}
        counts={titles.data ? t('list.counts', { count: titles.data.length }) : undefined}
        createLabel={t('list.create')}
        onCreate={() => navigate(adminPath.article())}
        createOpensDialog={false}
      />
      <div className={styles.layout}>
        <section aria-labelledby="blog-articles" className={styles.listColumn}>
          <h2 id="blog-articles" className="visually-hidden">
            {t('list.articles')}
          </h2>
          {body}
        </section>
        <CategoriesManager className={styles.panel} />
      </div>
      {pending && (
        <ArticleActionDialog
          action={pending.action}
          article={pending.article}
          onClose={() => setPending(null)}
          onDone={(changed) => {
            if (changed) dispatch({ type: 'changed', article: cardOfArticle(changed) });
            else dispatch({ type: 'removed', id: pending.article.id });
            setPending(null);
          }}
        />
      )}
    </>
  );
}
