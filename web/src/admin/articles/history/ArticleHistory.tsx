import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import type { AdminArticle, ArticleEventName } from '../api/articleTypes';
import { useGetArticleHistoryQuery, useRestoreArticleMutation } from '../api/articlesApi';
import { ArticleVersionView } from './ArticleVersionView';
import { useFieldText } from './useFieldText';

const EVENTS: readonly ArticleEventName[] = [
  'ArticleCreated',
  'ArticleDraftSaved',
  'ArticlePublished',
  'ArticleHidden',
  'ArticlePublicationScheduled',
  'ArticlePublicationUnscheduled',
  'ArticleDeleted',
  'ArticleRestored',
  'ArticleMadeMain',
  'ArticleDemoted',
];

function isArticleEvent(event: string): event is ArticleEventName {
  return (EVENTS as readonly string[]).includes(event);
}

interface ArticleHistoryProps {
  article: AdminArticle;
  className?: string;
  /** After a restore: the editor already shows the restored draft (its version moved). */
  onRestored: () => void;
}

/** The article's events, each viewable as it left the article and restorable as the draft. */
export function ArticleHistory({ article, className, onRestored }: ArticleHistoryProps) {
  const { t } = useTranslation('adminArticles');
  const fieldText = useFieldText();
  const history = useGetArticleHistoryQuery(article.id, { refetchOnMountOrArgChange: true });
  const [restoreArticle] = useRestoreArticleMutation();

  return (
    <HistoryPanel
      className={className}
      entries={history.data}
      failed={history.isError}
      onRetry={history.refetch}
      eventText={(event) => (isArticleEvent(event) ? t(`history.events.${event}`) : event)}
      fieldText={fieldText}
      renderVersion={(entry) => (
        <ArticleVersionView articleId={article.id} version={entry.version} />
      )}
      restoreNote={t('history.restoreNote')}
      onRestore={async (version) => {
        await restoreArticle({ id: article.id, version, current: article.version }).unwrap();
        onRestored();
      }}
    />
  );
}
