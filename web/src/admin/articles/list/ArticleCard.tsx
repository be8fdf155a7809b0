import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMomentParts } from '@/admin/shared/ui/formatDates';
import cards from '@/admin/shared/ui/RecordCards.module.css';
import { toLanguage } from '@/shared/i18n';
import { MediaPicture } from '@/shared/media/MediaPicture';
import type { AdminArticleCard } from '../api/articleTypes';
import { ArticleStatusBadge } from '../ArticleStatusBadge';
import styles from '../Articles.module.css';
import { useLocalized } from '../useLocalized';
import { actionsOf, type ArticleAction } from './articleActions';
import { adminPath } from '@/admin/shared/routeTable';

const BUTTON_LOOK: Record<ArticleAction, string> = {
  publish: 'button--primary',
  hide: 'button--primary',
  makeMain: 'button--secondary',
  delete: cards.danger ?? '',
};

interface ArticleCardProps {
  article: AdminArticleCard;
  onAction: (action: ArticleAction, article: AdminArticleCard) => void;
}

/** An article in the admin list: image, title, category, status, and what staff can do. */
export function ArticleCard({ article, onAction }: ArticleCardProps) {
  const { t, i18n } = useTranslation('adminArticles');
  const localized = useLocalized();
  const titleId = useId();
  const title = localized(article.title) || t('card.noTitle');
  const label = (action: ArticleAction) =>
    action === 'publish' && article.status === 'HAS_CHANGES'
      ? t('actions.publishChanges')
      : t(`actions.${action}`);

  const actionButton = (action: ArticleAction) => (
    <button
      key={action}
      type="button"
      className={`button ${BUTTON_LOOK[action]}`}
      aria-describedby={titleId}
      aria-haspopup="dialog"
      onClick={() => onAction(action, article)}
    >
      {label(action)}
    </button>
  );

  return (
    <article className={cards.card} aria-labelledby={titleId}>
      <div className={cards.cardMedia}>
        <MediaPicture
          className={cards.cardImage}
          imageId={article.mainImage.id}
          alt=""
          variants={['card', 'card-2x']}
          height={288}
          sizes="(min-width: 960px) 360px, (min-width: 600px) 50vw, 100vw"
        />
        <ArticleStatusBadge status={article.status} />
        {article.main && <span className={styles.mainMark}>{t('card.main')}</span>}
      </div>
      <div className={cards.cardBody}>
        <h3 id={titleId} className={cards.cardName}>
          <Link to={adminPath.article(article.id)} className={cards.cardLink}>
            {title}
          </Link>
        </h3>
        <p className={cards.cardFacts}>
          {localized(article.category)} · {t('card.views', { count: article.views })}
        </p>
        {article.publishAt && (
          <p className={styles.scheduled}>
            {t('card.scheduled', formatMomentParts(article.publishAt, toLanguage(i18n.language)))}
          </p>
        )}
      </div>
      <div className={cards.cardActions}>
        {actionsOf(article)
          .filter((action) => action !== 'delete')
          .map(actionButton)}
        <Link
          to={adminPath.article(article.id)}
          className="button button--secondary"
          aria-describedby={titleId}
        >
          {t('actions.edit')}
        </Link>
        {actionButton('delete')}
      </div>
    </article>
  );
}
