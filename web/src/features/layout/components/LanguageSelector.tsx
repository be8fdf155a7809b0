import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, isLanguage, switchLanguagePath, toLanguage } from '@/shared/i18n';
import { KEEP_SCROLL } from '@/shared/lib/keepScroll';
import styles from './LanguageSelector.module.css';

/**
 * SPEC §1-2: "Укр" / "Eng". Switching puts the new language prefix into the URL (so the page
 * can be shared and reloaded in that language) and keeps the scroll position.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = toLanguage(i18n.resolvedLanguage);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.target.value;
    if (!isLanguage(language)) return;
    void i18n.changeLanguage(language);
    const state: unknown = location.state;
    navigate(
      {
        pathname: switchLanguagePath(location.pathname, language),
        search: location.search,
        hash: location.hash,
      },
      {
        replace: true,
        state: { ...(typeof state === 'object' ? state : {}), ...KEEP_SCROLL },
        preventScrollReset: true,
      },
    );
  };

  return (
    <label className={styles.selector}>
      <span className="visually-hidden">{t('languageSelector.label')}</span>
      <select className={styles.select} value={current} onChange={onChange}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languageSelector.${language}`)}
          </option>
        ))}
      </select>
      <svg className={styles.chevron} viewBox="0 0 12 8" aria-hidden="true" focusable="false">
        <path d="m1 1.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </label>
  );
}
