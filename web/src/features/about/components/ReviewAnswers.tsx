import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicReview } from '@/shared/reviews/publicReview';
import { ReviewAvatar } from './ReviewAvatar';
import { answersView } from '../model/answers';
import { ClampedText } from './ClampedText';
import { ReviewByline } from './ReviewByline';
import styles from './ReviewAnswers.module.css';

interface ReviewAnswersProps {
  review: PublicReview;
  now: Date;
}

/** A review's answers: listed, or from 3 on a row of avatars and "show more answers". */
export function ReviewAnswers({ review, now }: ReviewAnswersProps) {
  const { t } = useTranslation(['about', 'common']);
  const [opened, setOpened] = useState(false);
  const { listed, thumbnails } = answersView(review.answers, opened);
  if (review.answers.length === 0) return null;
  const writer = (answer: PublicReview) => (answer.fromHotel ? t('common:siteName') : answer.name);

  return (
    <div className={styles.answers}>
      {listed.length > 0 && (
        <ul className={styles.list} aria-label={t('feedback.answers', { name: review.name })}>
          {listed.map((answer) => (
            <li key={answer.id} className={styles.answer}>
              <ReviewByline review={answer} now={now} small />
              <ClampedText text={answer.text} />
            </li>
          ))}
        </ul>
      )}
      {thumbnails.length > 0 && (
        <div className={styles.collapsed}>
          <p className="visually-hidden">{t('feedback.answeredBy')}</p>
          <ul className={styles.thumbnails}>
            {thumbnails.map((answer) => (
              <li key={answer.id}>
                <ReviewAvatar
                  name={answer.name}
                  image={answer.image}
                  fromHotel={answer.fromHotel}
                  size="small"
                  alt={writer(answer)}
                  className={styles.thumbnail}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.more}
            aria-expanded={false}
            onClick={() => setOpened(true)}
          >
            {t('feedback.moreAnswers', { count: thumbnails.length })}
          </button>
        </div>
      )}
    </div>
  );
}
