import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/ui/Field';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import { LANGUAGES, type Language } from '@/shared/i18n';
import type { AdminErrorCode } from '../errors/apiProblem';
import { useErrorText } from '../errors/useErrorText';
import styles from './BilingualField.module.css';

export interface Bilingual {
  uk: string;
  en: string;
}

interface BilingualFieldProps {
  label: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
  /** The request's name of the text (`heading`, `answer`…), to place a refusal's `field`. */
  name: string;
  /** A refusal: its code and the field it names (`heading.en`). */
  problem?: { code: AdminErrorCode; field?: string } | null;
  multiline?: boolean;
  hint?: string;
}

/** One text of a page in both languages, side by side from tablets up. */
export function BilingualField({
  label,
  value,
  onChange,
  name,
  problem,
  multiline = false,
  hint,
}: BilingualFieldProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const errorOf = (language: Language) =>
    problem && problem.field === `${name}.${language}` ? errorText(problem.code) : undefined;
  return (
    <div className={styles.pair}>
      {LANGUAGES.map((language) => {
        const props = {
          label: `${label} (${t(`form.languageNames.${language}`)})`,
          value: value[language],
          lang: language,
          name: `${name}.${language}`,
          error: errorOf(language),
          hint,
        };
        return multiline ? (
          <TextAreaField
            key={language}
            {...props}
            rows={5}
            onChange={(event) => onChange({ ...value, [language]: event.target.value })}
          />
        ) : (
          <Field
            key={language}
            {...props}
            onChange={(event) => onChange({ ...value, [language]: event.target.value })}
          />
        );
      })}
    </div>
  );
}
