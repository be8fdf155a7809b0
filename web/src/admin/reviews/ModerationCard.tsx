import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminErrorCode, apiProblemOf } from '@/admin/shared/errors/apiProblem';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import { StatusBadge, type StatusTone } from '@/admin/shared/ui/StatusBadge';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { mediaUrl } from '@/shared/media/mediaUrls';
import type { AdminReview, ReviewStatus } from './api/reviewTypes';
import {
  useApproveReviewMutation,
  useFeatureReviewMutation,
  useRejectReviewMutation,
  useUnfeatureReviewMutation,
} from './api/reviewsAdminApi';
import { HotelAnswerForm } from './HotelAnswerForm';
import styles from './ReviewsAdmin.module.css';

const TONES: Record<ReviewStatus, StatusTone> = {
  PENDING: 'changes',
  APPROVED: 'published',
  REJECTED: 'notPublished',
};

type Action = 'approve' | 'reject' | 'feature' | 'unfeature' | 'answer';

interface ModerationCardProps {
  review: AdminReview;
  /** A step was refused: the page says why (and reloads when the card was stale). */
  onFailure: (code: AdminErrorCode) => void;
  onAnswered: () => void;
}

/** One review or answer in the moderation list, with the steps its status allows. */
export function ModerationCard({ review, onFailure, onAnswered }: ModerationCardProps) {
  const { t, i18n } = useTranslation(['adminReviews', 'common']);
  const [answering, setAnswering] = useState(false);
  const [approve, approving] = useApproveReviewMutation();
  const [reject, rejecting] = useRejectReviewMutation();
  const [feature, featuring] = useFeatureReviewMutation();
  const [unfeature, unfeaturing] = useUnfeatureReviewMutation();
  const busy =
    approving.isLoading || rejecting.isLoading || featuring.isLoading || unfeaturing.isLoading;
  const name = review.fromHotel ? t('common:siteName') : review.name;
  const moderation = { id: review.id, version: review.version };
  const run = (step: typeof approve) =>
    void step(moderation)
      .unwrap()
      .catch((error: unknown) => onFailure(apiProblemOf(error).code));
  const isReview = review.parentId === null;
  const approved = review.status === 'APPROVED';

  const action = (key: Action, onClick: () => void, primary = false) => (
    <button
      type="button"
      className={`button ${primary ? 'button--primary' : 'button--secondary'}`}
      disabled={busy}
      aria-label={t('actionLabel', { action: t(`actions.${key}`), name })}
      onClick={onClick}
    >
      {t(`actions.${key}`)}
    </button>
  );

  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.cardHead}>
        {review.image && (
          <a
            className={styles.photo}
            href={mediaUrl(review.image, 'detail')}
            target="_blank"
            rel="noreferrer"
            aria-label={t('openPhoto')}
          >
            <MediaPicture
              imageId={review.image}
              variants={['thumb-small', 'thumb']}
              sizes="96px"
              alt={t('photo', { name })}
              height={124}
            />
          </a>
        )}
        <div className={styles.who}>
          <h3 className={styles.name}>{name}</h3>
          {review.petName && <p className={styles.meta}>{t('pet', { name: review.petName })}</p>}
          <p className={styles.meta}>
            <time dateTime={review.date}>{formatMoment(review.date, i18n.language)}</time>
            {' · '}
            <span lang={review.language}>{t(`language.${review.language}`)}</span>
          </p>
        </div>
        <div className={styles.badges}>
          <StatusBadge inline label={t(`status.${review.status}`)} tone={TONES[review.status]} />
          {review.featured && <StatusBadge inline label={t('featured')} tone="published" />}
          {review.fromHotel && <StatusBadge inline label={t('hotelAnswer')} tone="changes" />}
        </div>
      </div>
      {review.parentText !== null && (
        <div className={styles.parent}>
          <p className={styles.parentLabel}>{t('answerTo')}</p>
          <blockquote className={styles.parentText}>{review.parentText}</blockquote>
        </div>
      )}
      <p className={styles.text} lang={review.language}>
        {review.text}
      </p>
      {review.moderatedBy && review.moderatedAt && (
        <p className={styles.meta}>
          {t('moderated', {
            by: review.moderatedBy,
            date: formatMoment(review.moderatedAt, i18n.language),
          })}
        </p>
      )}
      <div className={styles.actions}>
        {!approved && action('approve', () => run(approve), true)}
        {review.status !== 'REJECTED' && action('reject', () => run(reject))}
        {approved && isReview && !review.featured && action('feature', () => run(feature))}
        {approved && isReview && review.featured && action('unfeature', () => run(unfeature))}
        {approved && isReview && !answering && action('answer', () => setAnswering(true))}
      </div>
      {answering && (
        <HotelAnswerForm
          reviewId={review.id}
          onClose={() => setAnswering(false)}
          onAnswered={() => {
            setAnswering(false);
            onAnswered();
          }}
        />
      )}
    </article>
  );
}
