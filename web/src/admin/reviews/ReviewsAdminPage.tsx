import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { MoreButton } from '@/admin/shared/list/MoreButton';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import page from '@/admin/shared/ui/Page.module.css';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import type { ReviewStatus } from './api/reviewTypes';
import { useGetAdminReviewsInfiniteQuery, useGetReviewCountsQuery } from './api/reviewsAdminApi';
import { ModerationCard } from './ModerationCard';
import { ModerationTabs } from './ModerationTabs';
import styles from './ReviewsAdmin.module.css';

/** SPEC §2 "Feedback slider: 4 owner reviews". */
const SLIDER_SIZE = 4;

/** What the page tells staff after a step. */
type Outcome = { kind: 'refused'; code: AdminErrorCode } | { kind: 'answered' };

/**
 * `/admin/reviews`: the moderation queue and the published and rejected reviews, one tab each.
 * Staff approve, reject, answer as the hotel and choose the home slider's four. A step taken
 * on a stale card is refused (409); the page says so and the lists reload.
 */
export function ReviewsAdminPage() {
  const { t } = useTranslation('adminReviews');
  const errorText = useErrorText();
  const [status, setStatus] = useState<ReviewStatus>('PENDING');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const counts = useGetReviewCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = useGetAdminReviewsInfiniteQuery(status, { refetchOnMountOrArgChange: true });
  const reviews = list.data?.pages.flatMap((loaded) => loaded.content);

  const refusalText = (code: AdminErrorCode) =>
    code === 'tooManyItems' ? t('sliderFull') : errorText(code);

  let body = <Loading />;
  if (reviews) {
    body =
      reviews.length > 0 ? (
        <>
          <ul className={styles.list}>
            {reviews.map((review) => (
              <li key={review.id}>
                <ModerationCard
                  review={review}
                  onFailure={(code) => setOutcome({ kind: 'refused', code })}
                  onAnswered={() => setOutcome({ kind: 'answered' })}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <MoreButton
              state={
                list.isFetchingNextPage ? 'loading' : list.isFetchNextPageError ? 'failed' : 'idle'
              }
              onMore={() => void list.fetchNextPage()}
              labels={{ more: t('more'), loading: t('moreLoading'), failed: t('moreFailed') }}
            />
          )}
        </>
      ) : (
        <p className={styles.empty}>{t(`empty.${status}`)}</p>
      );
  } else if (list.isError) {
    body = <LoadFailure text={t('loadError')} onRetry={() => void list.refetch()} />;
  }

  return (
    <>
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.lead}>{t('lead')}</p>
      {counts.data && (
        <p className={styles.slider}>
          {t('onHomePage', { count: counts.data.featured, max: SLIDER_SIZE })}
        </p>
      )}
      {outcome && (
        <div className={styles.outcome}>
          <InfoMessage
            kind={outcome.kind === 'refused' ? 'error' : 'success'}
            title={outcome.kind === 'refused' ? t('failureTitle') : t('answered')}
            text={outcome.kind === 'refused' ? refusalText(outcome.code) : undefined}
            onClose={() => setOutcome(null)}
          />
        </div>
      )}
      <ModerationTabs
        selected={status}
        onSelect={(next) => {
          setStatus(next);
          setOutcome(null);
        }}
        counts={counts.data}
      >
        {body}
      </ModerationTabs>
    </>
  );
}
