import { useTranslation } from 'react-i18next';
import { RichTextField } from '@/admin/shared/richText/RichTextField';
import type { Language } from '@/shared/i18n';
import { Field } from '@/shared/ui/Field';
import type { IssueText } from './api/newsletterTypes';
import { TEXT_MAX, TITLE_MAX, characters, type IssueField } from './issueDraft';
import styles from './Issue.module.css';

interface IssueTextFieldsProps {
  language: Language;
  text: IssueText;
  onChange: (change: Partial<IssueText>, field: IssueField) => void;
  /** The text of a field's error, if it has one to show. */
  errorOf: (field: IssueField) => string | null;
}

/** One language's letter: its title, which is the mail's subject, and its text. */
export function IssueTextFields({ language, text, onChange, errorOf }: IssueTextFieldsProps) {
  const { t } = useTranslation('adminNewsletter');
  const counter = (value: string, max: number) =>
    t('editor.counter', { count: characters(value), max });

  return (
    <div className={styles.texts} lang={language}>
      {/* Longer than the limit, so an overlong title is explained, not cut. */}
      <Field
        label={t('editor.titleField')}
        name={`${language}.title`}
        value={text.title}
        maxLength={TITLE_MAX + 50}
        autoComplete="off"
        counter={counter(text.title, TITLE_MAX)}
        error={errorOf(`${language}.title`)}
        onChange={(event) => onChange({ title: event.target.value }, `${language}.title`)}
      />
      <div data-field={`${language}.html`}>
        <RichTextField
          label={t('editor.text')}
          showLabel
          lang={language}
          value={text.html}
          counter={counter(text.html, TEXT_MAX)}
          error={errorOf(`${language}.html`)}
          onChange={(html) => onChange({ html }, `${language}.html`)}
        />
      </div>
    </div>
  );
}
