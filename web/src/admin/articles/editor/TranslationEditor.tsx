import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n';
import { Field } from '@/shared/ui/Field';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import {
  DESCRIPTION_MAX,
  THESIS_MAX,
  TITLE_MAX,
  type EditorField,
  type EditorTranslation,
} from './articleDraft';
import { BlockEditor } from './BlockEditor';
import styles from './Editor.module.css';
import type { TabFlags } from './tabFlags';

interface TranslationEditorProps {
  language: Language;
  translation: EditorTranslation;
  flags: TabFlags;
  onChange: (change: Partial<EditorTranslation>, field: EditorField) => void;
  onUploadingChange: (key: string, uploading: boolean) => void;
  /** The text of a field's error, if it has one to show. */
  errorOf: (field: EditorField) => string | null;
  /** Offered while the translation is outdated: saves it as caught up with the original. */
  onConfirmTranslation: (() => void) | null;
  confirming: boolean;
}

const length = (text: string) => [...text].length;

/** One language's texts of the article: its flags, title, summary, search description and content. */
export function TranslationEditor({
  language,
  translation,
  flags,
  onChange,
  onUploadingChange,
  errorOf,
  onConfirmTranslation,
  confirming,
}: TranslationEditorProps) {
  const { t } = useTranslation(['adminArticles', 'admin']);
  const counter = (text: string, max: number) => t('editor.counter', { count: length(text), max });

  return (
    <fieldset className={styles.translation} lang={language}>
      <legend className={styles.translationName}>
        {t(`admin:form.languageNames.${language}`)}
      </legend>
      <div className={styles.flags}>
        {flags.original && <span className={styles.flag}>{t('editor.flags.original')}</span>}
        {flags.missing && (
          <span className={`${styles.flag} ${styles.flagMissing}`}>
            {t('editor.flags.missing')}
          </span>
        )}
        {flags.outdated && (
          <span className={`${styles.flag} ${styles.flagOutdated}`}>
            {t('editor.flags.outdated')}
          </span>
        )}
      </div>
      {flags.outdated && onConfirmTranslation && (
        <div className={styles.outdated}>
          <p>{t('editor.outdatedText')}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={confirming}
            onClick={onConfirmTranslation}
          >
            {confirming ? t('editor.confirmingTranslation') : t('editor.confirmTranslation')}
          </button>
        </div>
      )}
      {/* Limits above the contract's, so an overlong text is explained, not cut. */}
      <Field
        label={t('editor.title')}
        name={`title.${language}`}
        value={translation.title}
        maxLength={TITLE_MAX + 50}
        autoComplete="off"
        counter={counter(translation.title, TITLE_MAX)}
        error={errorOf(`title.${language}`)}
        onChange={(event) => onChange({ title: event.target.value }, `title.${language}`)}
      />
      <TextAreaField
        label={t('editor.thesis')}
        name={`thesis.${language}`}
        value={translation.thesis}
        rows={3}
        maxLength={THESIS_MAX}
        hint={t('editor.thesisHint')}
        counter={counter(translation.thesis, THESIS_MAX)}
        error={errorOf(`thesis.${language}`)}
        className={styles.shortText}
        onChange={(event) => onChange({ thesis: event.target.value }, `thesis.${language}`)}
      />
      <TextAreaField
        label={t('editor.description')}
        name={`description.${language}`}
        value={translation.description}
        rows={2}
        maxLength={DESCRIPTION_MAX}
        hint={t('editor.descriptionHint')}
        counter={counter(translation.description, DESCRIPTION_MAX)}
        error={errorOf(`description.${language}`)}
        className={styles.shortText}
        onChange={(event) =>
          onChange({ description: event.target.value }, `description.${language}`)
        }
      />
      <BlockEditor
        language={language}
        blocks={translation.blocks}
        onChange={(blocks) => onChange({ blocks }, `blocks.${language}`)}
        onUploadingChange={onUploadingChange}
        error={errorOf(`blocks.${language}`)}
      />
    </fieldset>
  );
}
