import { useTranslation } from 'react-i18next';
import { MediaPicture } from '@/shared/media/MediaPicture';
import type { Letter } from './issueLetter';
import styles from './Letter.module.css';

/**
 * One language's letter as a subscriber's phone shows it: the title, the picture, the text,
 * the article links and the unsubscribe line the mail ends with, all in the letter's language
 * whatever the staff member's.
 */
export function IssueLetter({ letter }: { letter: Letter }) {
  const { t } = useTranslation('adminNewsletter', { lng: letter.language });
  return (
    <div className={styles.phone}>
      <article className={styles.letter} lang={letter.language}>
        <h3 className={`${styles.title} ${letter.title ? '' : styles.missing}`}>
          {letter.title || t('letter.noTitle')}
        </h3>
        {letter.imageId && (
          <MediaPicture
            className={styles.image}
            imageId={letter.imageId}
            variants={['thumb', 'detail']}
            alt=""
            sizes="(min-width: 420px) 340px, 100vw"
            eager
          />
        )}
        {letter.html ? (
          // The blog's markup only: cleaned by the server, and again when the letter was drawn.
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: letter.html }} />
        ) : (
          <p className={`${styles.text} ${styles.missing}`}>{t('letter.noText')}</p>
        )}
        {letter.articles.length > 0 && (
          <div className={styles.articles}>
            <p className={styles.readMore}>{t('letter.readMore')}</p>
            <ul>
              {letter.articles.map(({ id, title, href }) => (
                <li key={id}>
                  <a href={href} target="_blank" rel="noreferrer">
                    {title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className={styles.footer}>
          {t('letter.footer')} <span className={styles.unsubscribe}>{t('letter.unsubscribe')}</span>
        </p>
      </article>
    </div>
  );
}
