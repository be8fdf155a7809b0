import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import styles from './ServicesBlock.module.css';

const SERVICES = ['grooming', 'veterinary', 'transportation'] as const;

/** Small line drawings, one per service; decorative. */
const ICONS: Record<(typeof SERVICES)[number], string> = {
  grooming: 'M7 4v7a3 3 0 0 0 6 0V4M10 4v7M17 4l-3 16M21 8h-6',
  veterinary: 'M12 3v18M3 12h18M7 7h10v10H7z',
  transportation:
    'M3 16V7h11v9M14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
};

/** SPEC §2 home: the additional services block, with a button to the services page's tab 1. */
export function ServicesBlock() {
  const { t } = useTranslation('home');
  const localizedPath = useLocalizedPath();

  return (
    <section className={styles.block} aria-labelledby="home-services-title">
      <div className={styles.heading}>
        <p className={styles.label}>{t('services.label')}</p>
        <h2 id="home-services-title" className={styles.title}>
          {t('services.title')}
        </h2>
        <p className={styles.subtitle}>{t('services.subtitle')}</p>
      </div>
      <ul className={styles.list}>
        {SERVICES.map((service) => (
          <li key={service} className={styles.item}>
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              width="40"
              height="40"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d={ICONS[service]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className={styles.itemTitle}>{t(`services.items.${service}.title`)}</h3>
            <p className={styles.itemText}>{t(`services.items.${service}.text`)}</p>
          </li>
        ))}
      </ul>
      <Link
        className="button button--secondary"
        to={localizedPath('/prices')}
        state={{ selectedTab: 1 }}
      >
        {t('services.viewAll')}
      </Link>
    </section>
  );
}
