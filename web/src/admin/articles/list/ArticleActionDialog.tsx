import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import cards from '@/admin/shared/ui/RecordCards.module.css';
import { MediaPicture } from '@/shared/media/MediaPicture';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import {
  useDeleteArticleMutation,
  useGetAdminMainArticleQuery,
  useHideArticleMutation,
  useMakeMainArticleMutation,
  usePublishArticleMutation,
} from '../api/articlesApi';
import type { AdminArticle, AdminArticleCard } from '../api/articleTypes';
import { useLocalized } from '../useLocalized';
import type { ArticleAction } from './articleActions';

interface ArticleActionDialogProps {
  action: ArticleAction;
  article: AdminArticleCard;
  onClose: () => void;
  /** The article's answer after a change, or `null` after a deletion. */
  onDone: (changed: AdminArticle | null) => void;
}

/**
 * Asks before an action that changes what visitors see (SPEC §4), naming the article; making
 * one main also names the article it demotes.
 */
export function ArticleActionDialog({
  action,
  article,
  onClose,
  onDone,
}: ArticleActionDialogProps) {
  const { t } = useTranslation(['adminArticles', 'admin']);
  const errorText = useErrorText();
  const localized = useLocalized();
  const [publish] = usePublishArticleMutation();
  const [hide] = useHideArticleMutation();
  const [makeMain] = useMakeMainArticleMutation();
  const [remove] = useDeleteArticleMutation();
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  // Asked fresh: the list may not hold the main article, or may be older than the server.
  const main = useGetAdminMainArticleQuery(action === 'makeMain' ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const title = localized(article.title) || t('card.noTitle');
  const changes = article.status === 'HAS_CHANGES';

  const confirm = async () => {
    setWorking(true);
    setFailure(null);
    try {
      if (action === 'delete') {
        await remove(article.id).unwrap();
        onDone(null);
      } else {
        const change = { publish, hide, makeMain }[action];
        onDone(await change(article.id).unwrap());
      }
    } catch (error) {
      setFailure(apiProblemOf(error).code);
      setWorking(false);
    }
  };

  const titles = {
    publish: changes ? t('confirm.publishChangesTitle') : t('confirm.publishTitle'),
    hide: t('confirm.hideTitle'),
    makeMain: t('confirm.mainTitle'),
    delete: t('confirm.deleteTitle'),
  };
  const texts = {
    publish: changes
      ? t('confirm.publishChangesText', { title })
      : t('confirm.publishText', { title }),
    hide: article.main ? t('confirm.hideMainText', { title }) : t('confirm.hideText', { title }),
    makeMain: t('confirm.mainText', { title }),
    delete: t('confirm.deleteText', { title }),
  };
  const demoted = main.data && main.data.id !== article.id ? main.data : null;
  const waitingForMain = action === 'makeMain' && main.isFetching;

  return (
    <Modal title={titles[action]} onClose={onClose}>
      <div className={cards.confirmBody}>
        <figure className={cards.confirmRecord}>
          <MediaPicture
            imageId={article.mainImage.id}
            alt=""
            variants={['card', 'card-2x']}
            height={288}
            sizes="160px"
            eager
          />
          <figcaption className={cards.confirmName}>{title}</figcaption>
        </figure>
        <p>{texts[action]}</p>
        {action === 'makeMain' && waitingForMain && <p role="status">{t('confirm.mainLoading')}</p>}
        {action === 'makeMain' && demoted && !waitingForMain && (
          <p>
            <strong>
              {t('confirm.mainDemotes', { title: localized(demoted.title) || t('card.noTitle') })}
            </strong>
          </p>
        )}
        {action === 'delete' && article.main && <p>{t('confirm.deleteMainText')}</p>}
        {failure && (
          <p className={forms.failure} role="alert">
            {errorText(failure)}
          </p>
        )}
        <div className={forms.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={working || waitingForMain}
            onClick={confirm}
          >
            {working ? t('actions.working') : t(`confirm.${action}`)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-autofocus
            onClick={onClose}
          >
            {t('admin:form.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
