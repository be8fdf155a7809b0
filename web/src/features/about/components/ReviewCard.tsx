import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicReview } from '@/shared/reviews/publicReview';
import { ClampedText } from './ClampedText';
import { ReviewAnswers } from './ReviewAnswers';
import { ReviewByline } from './ReviewByline';
import styles from './ReviewCard.module.css';

interface ReviewCardProps {
  review: PublicReview;
  now: Date;
  onAnswer: (review: PublicReview) => void;
}

/** One review on the feedback page: its writer, text, answers and a way to answer it. */
export function ReviewCard({ review, now, onAnswer }: ReviewCardProps) {
  const { t } = useTranslation('about');
  const headingId = useId();
  return (
    <article className={styles.review} aria-labelledby={headingId}>
      <ReviewByline review={review} now={now} headingId={headingId} />
      <div className={styles.body}>
        <ClampedText text={review.text} />
      </div>
      <ReviewAnswers review={review} now={now} />
      <button
        type="button"
        className={`button button--secondary ${styles.answer}`}
        aria-haspopup="dialog"
        aria-label={t('feedback.answerLabel', { name: review.name })}
        onClick={() => onAnswer(review)}
      >
        {t('feedback.answer')}
      </button>
    </article>
  );
}
