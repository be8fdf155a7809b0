import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/i18n';
import styles from '@/shared/ui/forms.module.css';

interface LanguageFieldProps {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
}

/** The admin's preferred language as a pair of radio buttons: two options need no dropdown. */
export function LanguageField({ value, onChange, disabled }: LanguageFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.label}>{t('form.preferredLanguage')}</legend>
      <div className={styles.choices}>
        {LANGUAGES.map((language) => (
          <label key={language} className={styles.choice}>
            <input
              type="radio"
              name="preferredLanguage"
              value={language}
              checked={value === language}
              onChange={() => onChange(language)}
            />
            <span lang={language}>{t(`form.languageNames.${language}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
