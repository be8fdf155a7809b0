import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import { ABOUT_TABS } from './aboutTabs';
import styles from './AboutHeader.module.css';

/** SPEC §2 "About": the hero's title and subtitle and the sub-navigation, one link per tab. */
export function AboutHeader() {
  const { t } = useTranslation('about');
  const localizedPath = useLocalizedPath();
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{t('hero.title')}</h1>
        <p className={styles.subtitle}>{t('hero.subtitle')}</p>
        <nav aria-label={t('tabs.label')}>
          <ul className={styles.list}>
            {ABOUT_TABS.map((tab) => (
              <li key={tab.path}>
                <NavLink
                  to={localizedPath(tab.path)}
                  end
                  className={({ isActive }) => `${styles.tab} ${isActive ? styles.current : ''}`}
                >
                  {t(tab.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
