import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { BackLink } from '@/admin/shared/ui/BackLink';
import { LanguageTabs } from '@/admin/shared/ui/LanguageTabs';
import { UnsavedChangesGuard } from '@/admin/shared/ui/UnsavedChangesGuard';
import { useMediaQuery } from '@/shared/hooks/useMediaQuery';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/shared/i18n';
import { media } from '@/shared/lib/breakpoints';
import forms from '@/shared/ui/forms.module.css';
import {
  useCancelArticleScheduleMutation,
  useCreateArticleMutation,
  usePublishArticleMutation,
  useSaveAndPublishArticleMutation,
  useSaveArticleMutation,
  useScheduleArticleMutation,
} from '../api/articlesApi';
import type { AdminArticle } from '../api/articleTypes';
import { useGetAdminCategoriesQuery } from '../api/categoriesApi';
import { ArticleStatusBadge } from '../ArticleStatusBadge';
import articleStyles from '../Articles.module.css';
import { ArticleHistory } from '../history/ArticleHistory';
import { useLocalized } from '../useLocalized';
import { ArticlePreview } from './ArticlePreview';
import {
  editorDraftOf,
  emptyEditorDraft,
  fieldOfArticleProblem,
  isEditorDraftChanged,
  languageOfField,
  toArticleDraft,
  toArticleUpdate,
  validateEditorDraft,
  type EditorDraft,
  type EditorErrors,
  type EditorField,
  type EditorTranslation,
} from './articleDraft';
import styles from './Editor.module.css';
import { EditorSettings } from './EditorSettings';
import { ScheduleDialog } from './ScheduleDialog';
import { ScheduleNotice } from './ScheduleNotice';
import { tabFlagsOf } from './tabFlags';
import { TranslationEditor } from './TranslationEditor';
import { adminPath } from '@/admin/shared/routeTable';

type SaveMode = 'draft' | 'publish' | 'confirmTranslation';
/** What the editor is sending, which holds back every other request. */
type Work = SaveMode | 'schedule' | 'cancelSchedule';
export type EditorOutcome = 'saved' | 'published' | 'scheduled' | 'unscheduled' | 'restored';

/** What the editor says after it moved to a new article's own address. */
export interface EditorLocationState {
  outcome?: EditorOutcome;
}

interface ArticleEditorProps {
  /** The article to edit, or `null` for a new one. */
  article: AdminArticle | null;
  /** Fetches the article again (after another staff member changed it). */
  onReload: () => void;
}

/**
 * The article editor: both languages side by side on a desktop, in tabs on a phone; saves a
 * draft or publishes. It follows the article's version, so a save, a restore or a reload
 * shows what the server now holds.
 */
export function ArticleEditor({ article, onReload }: ArticleEditorProps) {
  const { t } = useTranslation(['adminArticles', 'admin']);
  const errorText = useErrorText();
  const localized = useLocalized();
  const navigate = useNavigate();
  const location = useLocation();
  const desktop = useMediaQuery(media.desktop);
  const categories = useGetAdminCategoriesQuery(undefined);
  const [createArticle] = useCreateArticleMutation();
  const [publishArticle] = usePublishArticleMutation();
  const [saveArticle] = useSaveArticleMutation();
  const [saveAndPublish] = useSaveAndPublishArticleMutation();
  const [scheduleArticle] = useScheduleArticleMutation();
  const [cancelArticleSchedule] = useCancelArticleScheduleMutation();

  const [baseline, setBaseline] = useState<EditorDraft>(() =>
    article ? editorDraftOf(article) : emptyEditorDraft(DEFAULT_LANGUAGE),
  );
  const [draft, setDraft] = useState(baseline);
  const [shownVersion, setShownVersion] = useState(article?.version);
  const [tab, setTab] = useState<Language>(baseline.originalLanguage);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<EditorErrors>({});
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const [saving, setSaving] = useState<Work | null>(null);
  const [outcome, setOutcome] = useState<EditorOutcome | null>(
    () => (location.state as EditorLocationState | null)?.outcome ?? null,
  );
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<AdminErrorCode | null>(null);
  /** A new article saved on the way to scheduling it, kept if scheduling then failed. */
  const unscheduledId = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** A field to bring into view once its error (and maybe its tab) is on screen. */
  const focusField = useRef<EditorField | null>(null);

  // A new version (our save, a restore, a reload) replaces what the editor shows. Scheduling
  // or cancelling a publication moves the version but not the content: edits in progress stay.
  if (article && article.version !== shownVersion) {
    const loaded = editorDraftOf(article);
    setShownVersion(article.version);
    if (isEditorDraftChanged(loaded, baseline)) {
      setBaseline(loaded);
      setDraft(loaded);
    }
    setServerErrors({});
    setAttempted(false);
  }

  const errors = useMemo(() => validateEditorDraft(draft), [draft]);
  const changed = isEditorDraftChanged(draft, baseline);
  const isUploading = uploading.size > 0;

  // A new article moves to its own address once the guard knows nothing is unsaved.
  useEffect(() => {
    if (createdId === null) return;
    navigate(adminPath.article(createdId), {
      replace: true,
      state: { outcome: outcome ?? 'saved' } satisfies EditorLocationState,
    });
  }, [createdId, navigate, outcome]);

  useEffect(() => {
    const field = focusField.current;
    if (!field || !formRef.current) return;
    focusField.current = null;
    const element = formRef.current.querySelector<HTMLElement>(
      `[name="${field}"], [data-field="${field}"] input`,
    );
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
  }, [serverErrors, attempted, tab]);

  const setUploadingFor = useCallback(
    (key: string, on: boolean) =>
      setUploading((previous) => {
        if (previous.has(key) === on) return previous;
        const next = new Set(previous);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const setMainImageUploading = useCallback(
    (on: boolean) => setUploadingFor('mainImage', on),
    [setUploadingFor],
  );

  const edit = (change: Partial<EditorDraft>, field: EditorField | null) => {
    setDraft((previous) => ({ ...previous, ...change }));
    if (field) {
      setServerErrors((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([name]) => name !== field)),
      );
    }
    setFailure(null);
    setOutcome(null);
  };

  const editTranslation =
    (language: Language) => (change: Partial<EditorTranslation>, field: EditorField) =>
      edit(
        {
          translations: {
            ...draft.translations,
            [language]: { ...draft.translations[language], ...change },
          },
        },
        field,
      );

  const shownError = (field: EditorField): string | null => {
    const code = serverErrors[field] ?? (attempted ? errors[field] : undefined);
    return code ? errorText(code) : null;
  };

  const showFieldProblem = (field: EditorField, code: AdminErrorCode | null) => {
    focusField.current = field;
    if (code) setServerErrors({ [field]: code });
    const language = languageOfField(field);
    if (language) setTab(language);
  };

  /** Whether the draft may be sent now; if it has a problem, shows the first one. */
  const readyToSend = (): boolean => {
    if (saving || isUploading) return false;
    setFailure(null);
    setOutcome(null);
    const firstError = (Object.keys(errors) as EditorField[])[0];
    if (!firstError) return true;
    setAttempted(true);
    showFieldProblem(firstError, null);
    return false;
  };

  /** Shows why the server refused the draft: by its field, or under the buttons. */
  const showSaveProblem = (error: unknown) => {
    const { code, field } = apiProblemOf(error);
    const editorField = fieldOfArticleProblem(code, field, draft.originalLanguage);
    if (editorField) showFieldProblem(editorField, code);
    else setFailure(code);
  };

  const save = async (mode: SaveMode) => {
    if (!readyToSend()) return;
    setSaving(mode);
    try {
      if (!article) {
        const created = await createArticle(toArticleDraft(draft)).unwrap();
        if (mode === 'publish') await publishArticle(created.id).unwrap();
        setBaseline(draft);
        setOutcome(mode === 'publish' ? 'published' : 'saved');
        setCreatedId(created.id);
        return;
      }
      const update = toArticleUpdate(draft, article, mode === 'confirmTranslation');
      await (mode === 'publish' ? saveAndPublish(update) : saveArticle(update)).unwrap();
      setOutcome(mode === 'publish' ? 'published' : 'saved');
    } catch (error) {
      showSaveProblem(error);
    } finally {
      setSaving(null);
    }
  };

  /**
   * The id of the article as the editor shows it, saved first if the server lacks the draft;
   * `null` when saving failed, its problem then shown in the editor.
   */
  const savedArticleId = async (): Promise<number | null> => {
    try {
      if (article) {
        if (changed) await saveArticle(toArticleUpdate(draft, article)).unwrap();
        return article.id;
      }
      if (unscheduledId.current === null) {
        unscheduledId.current = (await createArticle(toArticleDraft(draft)).unwrap()).id;
        setBaseline(draft);
      }
      return unscheduledId.current;
    } catch (error) {
      showSaveProblem(error);
      return null;
    }
  };

  /** Saves the draft, then has the server publish it at `publishAt`; answers a refusal's code. */
  const schedule = async (publishAt: string): Promise<AdminErrorCode | null> => {
    setSaving('schedule');
    try {
      const id = await savedArticleId();
      if (id === null) {
        setScheduling(false);
        return null;
      }
      await scheduleArticle({ id, publishAt }).unwrap();
      setScheduling(false);
      setCancelFailure(null);
      setOutcome('scheduled');
      if (!article) setCreatedId(id);
      return null;
    } catch (error) {
      return apiProblemOf(error).code;
    } finally {
      setSaving(null);
    }
  };

  const closeScheduler = () => {
    if (saving === 'schedule') return;
    setScheduling(false);
    // The new article exists though it is not scheduled: the editor moves to it.
    if (unscheduledId.current !== null) setCreatedId(unscheduledId.current);
  };

  const cancelSchedule = async () => {
    if (!article || saving) return;
    setSaving('cancelSchedule');
    setCancelFailure(null);
    setOutcome(null);
    try {
      await cancelArticleSchedule(article.id).unwrap();
      setOutcome('unscheduled');
    } catch (error) {
      setCancelFailure(apiProblemOf(error).code);
    } finally {
      setSaving(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save('draft');
  };

  const tabs = article?.tabs ?? null;
  const translationEditor = (language: Language) => {
    const flags = tabFlagsOf(language, draft, tabs);
    return (
      <TranslationEditor
        key={language}
        language={language}
        translation={draft.translations[language]}
        flags={flags}
        onChange={editTranslation(language)}
        onUploadingChange={setUploadingFor}
        errorOf={shownError}
        onConfirmTranslation={article ? () => void save('confirmTranslation') : null}
        confirming={saving === 'confirmTranslation'}
      />
    );
  };

  const tabNote = (language: Language) => {
    const flags = tabFlagsOf(language, draft, tabs);
    const hasError = (['title', 'thesis', 'description', 'blocks'] as const).some((name) =>
      shownError(`${name}.${language}`),
    );
    if (hasError) return t('editor.tabHasErrors');
    if (flags.outdated) return t('editor.flags.outdated');
    if (flags.missing) return t('editor.flags.missing');
    return null;
  };

  const hasErrors = Object.keys(errors).length > 0;
  const note = isUploading
    ? t('editor.waitForUploads')
    : attempted && hasErrors
      ? t('editor.incomplete')
      : null;
  const heading = article
    ? localized({ uk: article.translations.uk.title, en: article.translations.en.title }) ||
      t('editor.editTitle')
    : t('editor.createTitle');

  return (
    <>
      <UnsavedChangesGuard when={changed && saving === null && createdId === null} />
      <BackLink to={adminPath.articles}>{t('editor.back')}</BackLink>
      <div className={styles.heading}>
        <h1 className={styles.pageTitle}>{heading}</h1>
        {article && <ArticleStatusBadge status={article.status} inline />}
        {article?.main && (
          <span className={`${articleStyles.mainMark} ${styles.inlineMark}`}>{t('card.main')}</span>
        )}
        <button
          type="button"
          className={`button button--secondary ${styles.previewButton}`}
          aria-haspopup="dialog"
          onClick={() => setPreviewing(true)}
        >
          {t('editor.preview')}
        </button>
      </div>
      {article?.publishAt && (
        <ScheduleNotice
          publishAt={article.publishAt}
          busy={saving !== null}
          cancelling={saving === 'cancelSchedule'}
          failure={cancelFailure}
          onCancel={() => void cancelSchedule()}
        />
      )}
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <section className={styles.section} aria-labelledby="article-settings">
          <h2 id="article-settings" className={styles.sectionTitle}>
            {t('editor.settings')}
          </h2>
          <EditorSettings
            draft={draft}
            categories={categories.data}
            onChange={edit}
            onUploadingChange={setMainImageUploading}
            categoryError={shownError('categoryId')}
            mainImageError={shownError('mainImage')}
          />
        </section>
        <section className={styles.section} aria-labelledby="article-texts">
          <h2 id="article-texts" className={styles.sectionTitle}>
            {t('editor.texts')}
          </h2>
          {desktop ? (
            <div className={styles.sideBySide}>{LANGUAGES.map(translationEditor)}</div>
          ) : (
            <LanguageTabs
              label={t('editor.textsLanguage')}
              selected={tab}
              onSelect={setTab}
              note={tabNote}
            >
              {translationEditor(tab)}
            </LanguageTabs>
          )}
        </section>
        <div className={styles.footer}>
          {failure && (
            <div className={`${forms.failure} ${styles.failure}`} role="alert">
              <p className={styles.failureTitle}>{t('editor.notSaved')}</p>
              <p>{errorText(failure)}</p>
              {failure === 'conflict' && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setFailure(null);
                    onReload();
                  }}
                >
                  {t('editor.reload')}
                </button>
              )}
            </div>
          )}
          {/* By the buttons, where staff look after pressing one, however far they scrolled. */}
          <p className={styles.status} role="status">
            {outcome && (
              <>
                <span className={styles.done}>{t(`editor.${outcome}`)}</span>
                {outcome === 'restored' && ` ${t('editor.restoredNote')}`}
              </>
            )}
            {!outcome && note}
          </p>
          <div className={`${forms.actions} ${styles.buttons}`}>
            <button
              type="submit"
              className="button button--secondary"
              disabled={saving !== null || isUploading}
            >
              {saving === 'draft' ? t('editor.saving') : t('editor.saveDraft')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={saving !== null || isUploading}
              onClick={() => void save('publish')}
            >
              {saving === 'publish' ? t('editor.publishing') : t('editor.publish')}
            </button>
            <button
              type="button"
              className={`button button--secondary ${styles.publishLater}`}
              aria-haspopup="dialog"
              disabled={saving !== null || isUploading}
              onClick={() => {
                if (readyToSend()) setScheduling(true);
              }}
            >
              {t('editor.publishLater')}
            </button>
          </div>
        </div>
      </form>
      {article && (
        <ArticleHistory
          article={article}
          className={styles.section}
          onRestored={() => setOutcome('restored')}
        />
      )}
      {scheduling && (
        <ScheduleDialog
          publishAt={article?.publishAt ?? null}
          onSchedule={schedule}
          onClose={closeScheduler}
        />
      )}
      {previewing && (
        <ArticlePreview
          draft={draft}
          categories={categories.data}
          publishedAt={article?.publishedAt ?? null}
          onClose={() => setPreviewing(false)}
        />
      )}
    </>
  );
}
