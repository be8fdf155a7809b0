import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { initialsOf } from '@/shared/reviews/initials';
import type { PublicReview } from '@/shared/reviews/publicReview';
import { useGetFeedbackSliderQuery } from '../api/feedbackSliderApi';
import { swipeStep, wrapped } from '../model/slides';
import styles from './FeedbackSlider.module.css';

/** The review's photo, or its writer's initials where the guest sent none. */
function SlidePhoto({ review }: { review: PublicReview }) {
  if (!review.image) {
    return (
      <span className={styles.initials} aria-hidden="true">
        {initialsOf(review.name)}
      </span>
    );
  }
  return (
    <MediaPicture
      imageId={review.image}
      variants={['card', 'detail']}
      sizes="(min-width: 960px) 480px, 92vw"
      alt=""
      className={styles.photo}
    />
  );
}

function Arrows({ onStep }: { onStep: (step: -1 | 1) => void }) {
  const { t } = useTranslation('home');
  return (
    <>
      {([-1, 1] as const).map((step) => (
        <button
          key={step}
          type="button"
          className={`${styles.arrow} ${step < 0 ? styles.previous : styles.next}`}
          aria-label={step < 0 ? t('feedbackSlider.previous') : t('feedbackSlider.next')}
          onClick={() => onStep(step)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d={step < 0 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ))}
    </>
  );
}

/**
 * SPEC §2 home "Feedback slider": the 4 reviews staff chose, each with its photo, name and
 * pet; arrows that wrap around, clickable thumbnails, a swipe over 50 px, the left and right
 * keys, and a heading that links to the reviews page. Its box keeps one height while it loads
 * and from slide to slide, so nothing under it moves; with no reviews chosen it is not there.
 */
export function FeedbackSlider() {
  const { t } = useTranslation('home');
  const localizedPath = useLocalizedPath();
  const slider = useGetFeedbackSliderQuery(undefined);
  const [selected, setSelected] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const reviews = slider.data?.content ?? [];
  if (slider.isError || (slider.data && reviews.length === 0)) return null;

  const current = reviews[Math.min(selected, reviews.length - 1)];
  const step = (by: -1 | 1) => setSelected((index) => wrapped(index, by, reviews.length));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const by = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (by !== 0) step(by);
  };

  return (
    <section
      className={styles.slider}
      aria-labelledby="feedback-slider-title"
      aria-roledescription="carousel"
      aria-busy={!current}
    >
      <h2 id="feedback-slider-title" className={styles.title}>
        <Link to={localizedPath('/about/feedback')} className={styles.titleLink}>
          {t('feedbackSlider.title')}
          <span aria-hidden="true"> →</span>
        </Link>
      </h2>
      {current ? (
        <div className={styles.body}>
          <div
            className={styles.stage}
            onKeyDown={onKeyDown}
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <div
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('feedbackSlider.slide', {
                index: selected + 1,
                count: reviews.length,
              })}
              aria-live="polite"
            >
              <div className={styles.frame}>
                <SlidePhoto key={current.id} review={current} />
              </div>
              <blockquote className={styles.quote}>
                <p className={styles.text}>{current.text}</p>
                <footer className={styles.byline}>
                  <cite className={styles.name}>{current.name}</cite>
                  {current.petName && (
                    <span className={styles.pet}>
                      {t('feedbackSlider.pet', { name: current.petName })}
                    </span>
                  )}
                </footer>
              </blockquote>
            </div>
            {reviews.length > 1 && <Arrows onStep={step} />}
          </div>
          {reviews.length > 1 && (
            <ul className={styles.thumbnails}>
              {reviews.map((review, index) => (
                <li key={review.id}>
                  <button
                    type="button"
                    className={styles.thumbnail}
                    aria-label={t('feedbackSlider.show', { name: review.name })}
                    aria-current={index === selected}
                    onClick={() => setSelected(index)}
                  >
                    {review.image ? (
                      <MediaPicture
                        imageId={review.image}
                        variants={['thumb-small', 'thumb']}
                        sizes="64px"
                        alt=""
                        className={styles.thumbnailPhoto}
                      />
                    ) : (
                      <span className={styles.thumbnailInitials} aria-hidden="true">
                        {initialsOf(review.name)}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        // Holds the slider's place while the reviews load.
        <div className={styles.body} role="status">
          <span className="visually-hidden">{t('feedbackSlider.loading')}</span>
        </div>
      )}
    </section>
  );
}
