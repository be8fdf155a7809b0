import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCodeOf, useApiErrorText } from '@/shared/api';
import { useStagedBlocks } from '@/shared/lib/useStagedBlocks';
import type { PublicReview } from '@/shared/reviews/publicReview';
import { useGetAllFeedbackQuery, useGetFeedbackQuery } from '../api/aboutApi';
import { DotsLoader } from './DotsLoader';
import { FeedbackFrame } from './FeedbackFrame';
import { ReviewCard } from './ReviewCard';
import styles from './FeedbackPage.module.css';

const ReviewDialog = lazy(() =>
  import('./ReviewDialog').then((module) => ({ default: module.ReviewDialog })),
);

/** What the form modal is open for: a new review, or an answer to one. */
type Writing = { answering: null } | { answering: PublicReview };

/** `/about/feedback` (SPEC §2 "About", feedback tab; §4 "Feedback"). */
export function FeedbackPage() {
  const { t } = useTranslation('about');
  const errorText = useApiErrorText();
  const first = useGetFeedbackQuery(undefined);
  const [showingAll, setShowingAll] = useState(false);
  const all = useGetAllFeedbackQuery(undefined, { skip: !showingAll });
  const [writing, setWriting] = useState<Writing | null>(null);
  // Dates are worded against the moment the page opened, so they do not change under the reader.
  const [now] = useState(() => new Date());

  const failure = (error: unknown) => (
    <p className={styles.error} role="alert">
      {t('error', { message: errorText(apiErrorCodeOf(error)) })}
    </p>
  );

  const reviews = (showingAll ? all.data : undefined) ?? first.data;
  // Each card lays out its clamped text; the opening page draws them a task at a time.
  const shown = useStagedBlocks(reviews?.content.length ?? 0);
  let body;
  if (reviews) {
    body = (
      <>
        {reviews.content.length > 0 ? (
          <ul className={styles.list} aria-label={t('feedback.listLabel')}>
            {reviews.content.slice(0, shown).map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  now={now}
                  onAnswer={(answering) => setWriting({ answering })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('feedback.empty')}</p>
        )}
        {showingAll && all.isFetching && <DotsLoader />}
        {showingAll && all.isError && failure(all.error)}
        {!showingAll && reviews.hasMoreFeedback && (
          <button
            type="button"
            className={`button button--secondary ${styles.showAll}`}
            onClick={() => setShowingAll(true)}
          >
            {t('feedback.showAll')}
          </button>
        )}
      </>
    );
  } else if (first.isError) {
    body = failure(first.error);
  } else body = <DotsLoader />;

  const answering = writing?.answering;
  return (
    <>
      <FeedbackFrame onWrite={() => setWriting({ answering: null })}>{body}</FeedbackFrame>
      {writing && (
        <Suspense fallback={null}>
          <ReviewDialog answering={answering ?? null} onClose={() => setWriting(null)} />
        </Suspense>
      )}
    </>
  );
}
