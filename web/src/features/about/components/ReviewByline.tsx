import { useTranslation } from 'react-i18next';
import type { PublicReview } from '@/shared/reviews/publicReview';
import { ReviewAvatar } from './ReviewAvatar';
import { toLanguage } from '@/shared/i18n';
import { fullDate } from '@/shared/lib/fullDate';
import { reviewDate } from '../model/relativeDate';
import styles from './ReviewByline.module.css';

interface ReviewBylineProps {
  review: PublicReview;
  now: Date;
  /** An answer's: a smaller avatar and name. */
  small?: boolean;
  /** The name is the review's heading; an answer's is plain text. */
  headingId?: string;
}

/** Who wrote a review or an answer, about which pet, and when. */
export function ReviewByline({ review, now, small = false, headingId }: ReviewBylineProps) {
  const { t, i18n } = useTranslation(['about', 'common']);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const name = review.fromHotel ? t('common:siteName') : review.name;
  const Name = headingId ? 'h3' : 'p';
  return (
    <div className={`${styles.byline} ${small ? styles.small : ''}`}>
      <ReviewAvatar
        name={review.name}
        image={review.image}
        fromHotel={review.fromHotel}
        size={small ? 'small' : 'regular'}
      />
      <div className={styles.who}>
        <Name id={headingId} className={styles.name}>
          {name}
        </Name>
        {review.petName && (
          <p className={styles.pet}>{t('feedback.pet', { name: review.petName })}</p>
        )}
      </div>
      <time className={styles.date} dateTime={review.date} title={fullDate(review.date, language)}>
        {reviewDate(review.date, now, t, language)}
      </time>
    </div>
  );
}
