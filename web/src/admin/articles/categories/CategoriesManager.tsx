import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { LANGUAGES, type Language } from '@/shared/i18n';
import { Field } from '@/shared/ui/Field';
import forms from '@/shared/ui/forms.module.css';
import type { AdminCategory, LocalizedText } from '../api/articleTypes';
import {
  useAddCategoryMutation,
  useDeleteCategoryMutation,
  useGetAdminCategoriesQuery,
} from '../api/categoriesApi';
import { useLocalized } from '../useLocalized';
import styles from './Categories.module.css';
import { languageOfCategoryProblem } from './categoryProblem';

type Refusal = { code: AdminErrorCode; language: Language | null };

/**
 * The blog's categories (SPEC §5): each with its article count, a new one named in both
 * languages, and deletion of an empty one. The server's rules decide; its refusals show here.
 */
export function CategoriesManager({ className }: { className?: string }) {
  const { t } = useTranslation('adminArticles');
  const errorText = useErrorText();
  const localized = useLocalized();
  const headingId = useId();
  const categories = useGetAdminCategoriesQuery(undefined);
  const [addCategory, adding] = useAddCategoryMutation();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [name, setName] = useState<LocalizedText>({ uk: '', en: '' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<{
    category: AdminCategory;
    code: AdminErrorCode;
  } | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (adding.isLoading) return;
    setRefusal(null);
    setAdded(null);
    try {
      await addCategory({ uk: name.uk.trim(), en: name.en.trim() }).unwrap();
      setAdded(localized(name));
      setName({ uk: '', en: '' });
    } catch (error) {
      const { code, field } = apiProblemOf(error);
      setRefusal({ code, language: languageOfCategoryProblem(code, field, name) });
    }
  };

  const remove = async (category: AdminCategory) => {
    setDeleting(category.id);
    setDeleteFailure(null);
    try {
      await deleteCategory(category.id).unwrap();
    } catch (error) {
      setDeleteFailure({ category, code: apiProblemOf(error).code });
    } finally {
      setDeleting(null);
    }
  };

  let list = <Loading />;
  if (categories.data && categories.data.length === 0) {
    list = <p className={styles.empty}>{t('categories.empty')}</p>;
  } else if (categories.data) {
    list = (
      <ul className={styles.list}>
        {categories.data.map((category) => (
          <li key={category.id} className={styles.category}>
            <div className={styles.names}>
              <span lang="uk" className={styles.name}>
                {category.name.uk}
              </span>
              <span lang="en" className={styles.otherName}>
                {category.name.en}
              </span>
            </div>
            <span className={styles.count}>
              {t('categories.articles', { count: category.articlesCount })}
            </span>
            <button
              type="button"
              className={styles.delete}
              aria-label={t('categories.delete', { name: localized(category.name) })}
              disabled={deleting === category.id}
              onClick={() => remove(category)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    );
  } else if (categories.isError) {
    list = <LoadFailure text={t('categories.loadError')} onRetry={categories.refetch} />;
  }

  const fieldError = (language: Language) =>
    refusal && refusal.language === language ? errorText(refusal.code) : null;
  const formError = refusal && refusal.language === null ? errorText(refusal.code) : null;

  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('categories.title')}{' '}
        {categories.data && (
          <span className={styles.total}>
            {t('categories.count', { count: categories.data.length })}
          </span>
        )}
      </h2>
      {list}
      {deleteFailure && (
        <div className={`${forms.failure} ${styles.failure}`} role="alert">
          <p className={styles.failureTitle}>
            {t('categories.deleteFailed', { name: localized(deleteFailure.category.name) })}
          </p>
          <p>{errorText(deleteFailure.code)}</p>
        </div>
      )}
      <form className={styles.add} onSubmit={add} noValidate>
        <h3 className={styles.addTitle}>{t('categories.addTitle')}</h3>
        <div className={styles.fields}>
          {LANGUAGES.map((language) => (
            <Field
              key={language}
              label={language === 'uk' ? t('categories.nameUk') : t('categories.nameEn')}
              name={`name.${language}`}
              lang={language}
              value={name[language]}
              autoComplete="off"
              maxLength={60}
              error={fieldError(language)}
              onChange={(event) => {
                setName({ ...name, [language]: event.target.value });
                setRefusal(null);
                setAdded(null);
              }}
            />
          ))}
        </div>
        <p className={forms.hint}>{t('categories.hint')}</p>
        {formError && (
          <p className={forms.failure} role="alert">
            {formError}
          </p>
        )}
        {added && (
          <p className={styles.added} role="status">
            {t('categories.added', { name: added })}
          </p>
        )}
        <div className={forms.actions}>
          <button type="submit" className="button button--primary" disabled={adding.isLoading}>
            {adding.isLoading ? t('categories.adding') : t('categories.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
