import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import type { AdminCategory } from '../api/articleTypes';
import { useLocalized } from '../useLocalized';
import type { EditorDraft } from './articleDraft';
import styles from './Editor.module.css';
import { ImageChooser } from './ImageChooser';

interface EditorSettingsProps {
  draft: EditorDraft;
  categories: AdminCategory[] | undefined;
  onChange: (change: Partial<EditorDraft>, field: 'categoryId' | 'mainImage' | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  categoryError: string | null;
  mainImageError: string | null;
}

/** What the article has in both languages: its main image, category and original language. */
export function EditorSettings({
  draft,
  categories,
  onChange,
  onUploadingChange,
  categoryError,
  mainImageError,
}: EditorSettingsProps) {
  const { t } = useTranslation(['adminArticles', 'admin']);
  const localized = useLocalized();
  const categoryId = useId();
  const categoryHintId = useId();
  const categoryErrorId = useId();
  const noCategories = categories !== undefined && categories.length === 0;

  return (
    <div className={styles.settings}>
      <div className={styles.mainImage} data-field="mainImage">
        <p className={forms.label}>{t('editor.mainImage')}</p>
        <ImageChooser
          alt={t('editor.mainImage')}
          imageId={draft.mainImage}
          onUploaded={(mainImage) => onChange({ mainImage }, 'mainImage')}
          onUploadingChange={onUploadingChange}
          error={mainImageError}
          hint={t('editor.mainImageHint')}
        />
      </div>
      <div className={styles.settingsFields}>
        <div className={forms.field}>
          <label className={forms.label} htmlFor={categoryId}>
            {t('editor.category')}
          </label>
          <select
            id={categoryId}
            name="categoryId"
            className={`${forms.input} ${styles.select}`}
            value={draft.categoryId ?? ''}
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={
              [noCategories ? categoryHintId : '', categoryError ? categoryErrorId : '']
                .join(' ')
                .trim() || undefined
            }
            onChange={(event) =>
              onChange(
                { categoryId: event.target.value === '' ? null : Number(event.target.value) },
                'categoryId',
              )
            }
          >
            <option value="">{t('editor.chooseCategory')}</option>
            {categories?.map((category) => (
              <option key={category.id} value={category.id}>
                {localized(category.name)}
              </option>
            ))}
          </select>
          {noCategories && (
            <p id={categoryHintId} className={forms.hint}>
              {t('editor.noCategories')}
            </p>
          )}
          {categoryError && (
            <p id={categoryErrorId} className={forms.error}>
              {categoryError}
            </p>
          )}
        </div>
        <fieldset className={forms.fieldset}>
          <legend className={forms.label}>{t('editor.originalLanguage')}</legend>
          <div className={forms.choices}>
            {LANGUAGES.map((language: Language) => (
              <label key={language} className={forms.choice}>
                <input
                  type="radio"
                  name="originalLanguage"
                  value={language}
                  checked={draft.originalLanguage === language}
                  onChange={() => onChange({ originalLanguage: language }, null)}
                />
                <span lang={language}>{t(`admin:form.languageNames.${language}`)}</span>
              </label>
            ))}
          </div>
          <p className={forms.hint}>{t('editor.originalHint')}</p>
        </fieldset>
      </div>
    </div>
  );
}
