import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import styles from './AboutBlock.module.css';

const FOUNDED_YEAR = 1996;

export function AboutBlock() {
  const { t } = useTranslation('home');
  const localizedPath = useLocalizedPath();
  const years = new Date().getFullYear() - FOUNDED_YEAR;
  const points = t('about.points', { returnObjects: true });

  return (
    <section className={styles.about} aria-labelledby="about-title">
      <div className={styles.badge} aria-hidden="true">
        <span className={styles.badgeYear}>{FOUNDED_YEAR}</span>
      </div>
      <div className={styles.text}>
        <p className={styles.label}>{t('about.label')}</p>
        <h2 id="about-title" className={styles.title}>
          {t('about.title')}
        </h2>
        <p className={styles.story}>{t('about.story')}</p>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className={styles.years}>{t('about.years', { count: years })}</p>
        <Link className="button button--secondary" to={localizedPath('/about')}>
          {t('about.link')}
        </Link>
      </div>
    </section>
  );
}
