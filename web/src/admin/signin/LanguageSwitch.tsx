import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '@/shared/i18n';
import styles from './SignInPage.module.css';

/** Укр / Eng before signing in; afterwards the admin's preferred language decides. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage);
  return (
    <div className={styles.languages} role="group" aria-label={t('languageSelector.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.language}
          aria-pressed={current === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {t(`languageSelector.${language}`)}
        </button>
      ))}
    </div>
  );
}
