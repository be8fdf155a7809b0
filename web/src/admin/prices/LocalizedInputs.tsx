import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import forms from '@/shared/ui/forms.module.css';
import type { LocalizedText } from './api/priceTypes';
import styles from './Prices.module.css';

interface LocalizedInputsProps {
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  multiline?: boolean;
  /** The server's `field` of a refusal, e.g. `title.en`, to mark the input at fault. */
  invalidField?: string;
  /** This pair's field name as the server names it (`title`). */
  field: string;
}

/** A text in Ukrainian and English side by side. */
export function LocalizedInputs({
  label,
  value,
  onChange,
  multiline = false,
  invalidField,
  field,
}: LocalizedInputsProps) {
  const { t } = useTranslation('adminPrices');
  const id = useId();
  return (
    <div className={styles.pair}>
      {(['uk', 'en'] as const).map((language) => {
        const inputId = `${id}-${language}`;
        const props = {
          id: inputId,
          lang: language,
          value: value[language],
          'aria-invalid': invalidField === `${field}.${language}` || undefined,
          onChange: (event: { target: { value: string } }) =>
            onChange({ ...value, [language]: event.target.value }),
        };
        return (
          <div key={language} className={forms.field}>
            <label className={forms.label} htmlFor={inputId}>
              {label} ({t(`form.${language}`)})
            </label>
            {multiline ? (
              <textarea className={`${forms.input} ${forms.textarea}`} rows={5} {...props} />
            ) : (
              <input className={forms.input} {...props} />
            )}
          </div>
        );
      })}
    </div>
  );
}
