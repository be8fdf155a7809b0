import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { useAdminProfile } from '@/admin/shared/profile/useAdminProfile';
import { BackLink } from '@/admin/shared/ui/BackLink';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import { LanguageTabs } from '@/admin/shared/ui/LanguageTabs';
import header from '@/admin/shared/ui/RecordHeader.module.css';
import { UnsavedChangesGuard } from '@/admin/shared/ui/UnsavedChangesGuard';
import { toLanguage, type Language } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import {
  useCreateNewsletterIssueMutation,
  useGetNewsletterSubscribersQuery,
  useSaveNewsletterIssueMutation,
  useSendNewsletterIssueMutation,
  useSendNewsletterTestMutation,
} from './api/newsletterApi';
import type { Issue, IssueContent, IssueText } from './api/newsletterTypes';
import {
  ARTICLES_MAX,
  TEXT_MAX,
  TITLE_MAX,
  contentToSend,
  emptyIssueContent,
  fieldOfIssueProblem,
  isIssueChanged,
  languageOfField,
  validateIssue,
  type IssueErrors,
  type IssueField,
} from './issueDraft';
import { IssueArticles } from './IssueArticles';
import { IssueImage } from './IssueImage';
import { inLanguage } from './issueLetter';
import styles from './Issue.module.css';
import { IssuePreview } from './IssuePreview';
import { IssueStatusBadge } from './IssueStatusBadge';
import { IssueTextFields } from './IssueTextFields';
import { type FromNewsletterList, listPathFrom } from './newsletterPaths';
import { SendDialog } from './SendDialog';
import { adminPath } from '@/admin/shared/routeTable';

/** What the editor is sending, which holds back every other request. */
type Work = 'save' | 'test' | 'send';
type Outcome = 'saved' | 'testSent' | 'sendStarted';

/**
 * What the issue's page is handed: the newsletter page as it was left, for the way back, and
 * after a new issue moved to its own address, that it was saved.
 */
export interface IssueLocationState extends Partial<FromNewsletterList> {
  outcome?: 'saved';
}

/** The server's codes the editor explains in its own words, by the field they are about. */
const FIELD_TEXTS = [
  'titleRequired',
  'titleTooLong',
  'textRequired',
  'textTooLong',
  'tooManyItems',
  'articleNotPublished',
  'imageError',
] as const;

type FieldText = (typeof FIELD_TEXTS)[number];

const isFieldText = (code: AdminErrorCode): code is FieldText =>
  (FIELD_TEXTS as readonly string[]).includes(code);

/** The limit a field's text names. */
const LIMITS: Partial<Record<FieldText, number>> = {
  titleTooLong: TITLE_MAX,
  textTooLong: TEXT_MAX,
  tooManyItems: ARTICLES_MAX,
};

interface IssueEditorProps {
  /** The draft to edit, or `null` for a new issue. */
  issue: Issue | null;
  /**
   * The issue is being fetched again (after a test, which moves its version): a test or a
   * send named the version shown would be refused as stale.
   */
  reloading: boolean;
  /** Fetches the issue again (after another staff member changed it). */
  onReload: () => void;
}

/**
 * A draft issue: its letter in both languages, a picture and article links; saved, previewed,
 * tried on the staff member's own mailbox and sent. A test and the sending take the issue as
 * saved, so both wait until nothing is left unsaved. It follows the issue's version, so a
 * save or a reload shows what the server now holds.
 */
export function IssueEditor({ issue, reloading, onReload }: IssueEditorProps) {
  const { t, i18n } = useTranslation(['adminNewsletter', 'admin']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: profile } = useAdminProfile();
  const subscribers = useGetNewsletterSubscribersQuery(
    { status: null, page: 1 },
    { refetchOnMountOrArgChange: true },
  );
  const [createIssue] = useCreateNewsletterIssueMutation();
  const [saveIssue] = useSaveNewsletterIssueMutation();
  const [sendTest] = useSendNewsletterTestMutation();
  const [sendIssue] = useSendNewsletterIssueMutation();
  const staffLanguage = toLanguage(i18n.language);
  const sendHintId = useId();

  const [baseline, setBaseline] = useState<IssueContent>(
    () => issue?.content ?? emptyIssueContent(),
  );
  const [draft, setDraft] = useState(baseline);
  const [shownVersion, setShownVersion] = useState(issue?.version);
  const [tab, setTab] = useState<Language>(staffLanguage);
  const [uploading, setUploading] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<IssueErrors>({});
  const [failure, setFailure] = useState<{ work: Work; code: AdminErrorCode } | null>(null);
  const [work, setWork] = useState<Work | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(
    () => (location.state as IssueLocationState | null)?.outcome ?? null,
  );
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'preview' | 'send' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** A field to bring into view once its error (and maybe its tab) is on screen. */
  const focusField = useRef<IssueField | null>(null);
  /** Counts the requests to focus a field: a second one may change nothing else. */
  const [focusRequests, setFocusRequests] = useState(0);

  // A new version (our save, a reload) replaces what the editor shows; one that changed
  // nothing of the content (a test) leaves edits in progress alone.
  if (issue && issue.version !== shownVersion) {
    setShownVersion(issue.version);
    if (isIssueChanged(issue.content, baseline)) {
      setBaseline(issue.content);
      setDraft(issue.content);
    }
    setServerErrors({});
    setAttempted(false);
  }

  const errors = useMemo(() => validateIssue(draft), [draft]);
  const changed = isIssueChanged(draft, baseline);
  const cameFrom = (location.state as IssueLocationState | null)?.newsletterSearch;

  // A new issue moves to its own address once the guard knows nothing is unsaved.
  useEffect(() => {
    if (createdId === null) return;
    navigate(adminPath.issue(createdId), {
      replace: true,
      state: { outcome: 'saved', newsletterSearch: cameFrom } satisfies IssueLocationState,
    });
  }, [createdId, navigate, cameFrom]);

  useEffect(() => {
    const field = focusField.current;
    if (!field || !formRef.current) return;
    focusField.current = null;
    const element = formRef.current.querySelector<HTMLElement>(
      `[name="${field}"], [data-field="${field}"] [role="textbox"], [data-field="${field}"] button, [data-field="${field}"] input`,
    );
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
  }, [focusRequests]);

  const fieldText = (code: AdminErrorCode): string =>
    isFieldText(code) ? t(`editor.errors.${code}`, { max: LIMITS[code] }) : errorText(code);

  const shownError = (field: IssueField): string | null => {
    const code = serverErrors[field] ?? (attempted ? errors[field] : undefined);
    return code ? fieldText(code) : null;
  };

  const edit = (change: Partial<IssueContent>, field: IssueField) => {
    setDraft((previous) => ({ ...previous, ...change }));
    setServerErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([name]) => name !== field)),
    );
    setFailure(null);
    setOutcome(null);
  };

  const editText = (language: Language) => (change: Partial<IssueText>, field: IssueField) =>
    edit({ [language]: { ...draft[language], ...change } }, field);

  const showFieldProblem = (field: IssueField, code: AdminErrorCode | null) => {
    focusField.current = field;
    setFocusRequests((count) => count + 1);
    if (code) setServerErrors({ [field]: code });
    const language = languageOfField(field);
    if (language) setTab(language);
  };

  /** Shows why the server refused: by the field it is about, or under the buttons. */
  const showProblem = (during: Work, error: unknown) => {
    const { code, field } = apiProblemOf(error);
    const issueField = fieldOfIssueProblem(code, field);
    if (issueField) showFieldProblem(issueField, code);
    else setFailure({ work: during, code });
  };

  const start = (next: Work) => {
    setWork(next);
    setFailure(null);
    setOutcome(null);
  };

  const save = async () => {
    if (work || uploading) return;
    setFailure(null);
    setOutcome(null);
    const firstError = (Object.keys(errors) as IssueField[])[0];
    if (firstError) {
      setAttempted(true);
      showFieldProblem(firstError, null);
      return;
    }
    start('save');
    const content = contentToSend(draft);
    try {
      if (issue) {
        await saveIssue({ id: issue.id, content, version: issue.version }).unwrap();
      } else {
        const created = await createIssue(content).unwrap();
        setBaseline(draft);
        setCreatedId(created.id);
      }
      setOutcome('saved');
    } catch (error) {
      showProblem('save', error);
    } finally {
      setWork(null);
    }
  };

  const test = async () => {
    if (!issue || work) return;
    start('test');
    try {
      await sendTest({ id: issue.id, version: issue.version }).unwrap();
      setOutcome('testSent');
    } catch (error) {
      showProblem('test', error);
    } finally {
      setWork(null);
    }
  };

  // Once the server has started, the issue comes back as sending, and its page shows that.
  const send = async () => {
    if (!issue || work) return;
    start('send');
    try {
      await sendIssue({ id: issue.id, version: issue.version }).unwrap();
      setOutcome('sendStarted');
    } catch (error) {
      showProblem('send', error);
    } finally {
      setWork(null);
      setDialog(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const recipients = subscribers.data?.counts.confirmed;
  // Why a test and the sending wait; what they will do once they may.
  let sendHint = profile?.email
    ? t('editor.sendHint', { email: profile.email })
    : t('editor.sendHintToYou');
  if (!issue) sendHint = t('editor.needsSave');
  else if (changed) sendHint = t('editor.needsSaveChanges');
  else if (uploading) sendHint = t('editor.waitForUpload');
  else if (recipients === 0) sendHint = t('editor.noSubscribers');
  const canTry = issue !== null && !changed && !uploading && !reloading && work === null;
  const canSend = canTry && recipients !== undefined && recipients > 0;

  const hasErrors = Object.keys(errors).length > 0;
  let note: string | null = null;
  if (uploading) note = t('editor.waitForUpload');
  else if (attempted && hasErrors) note = t('editor.incomplete');
  let outcomeText: string | null = null;
  if (outcome === 'testSent') {
    outcomeText = profile?.email
      ? t('editor.testSent', { email: profile.email })
      : t('editor.testSentToYou');
  } else if (outcome) outcomeText = t(`editor.${outcome}`);

  const tabNote = (language: Language) =>
    shownError(`${language}.title`) || shownError(`${language}.html`)
      ? t('editor.tabHasErrors')
      : null;

  const heading = issue
    ? inLanguage({ uk: issue.content.uk.title, en: issue.content.en.title }, staffLanguage)
    : t('editor.newTitle');

  return (
    <>
      <UnsavedChangesGuard when={changed && work === null && createdId === null} />
      <BackLink to={listPathFrom(location.state)}>{t('editor.back')}</BackLink>
      <div className={header.heading}>
        <h1 className={header.title}>{heading}</h1>
        {issue && <IssueStatusBadge status={issue.status} />}
      </div>
      <p className={styles.meta}>
        {issue
          ? t('editor.savedAt', { at: formatMoment(issue.savedAt, i18n.language) })
          : t('editor.notSavedYet')}
      </p>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <section className={styles.section} aria-labelledby="issue-letter">
          <h2 id="issue-letter" className={styles.sectionTitle}>
            {t('editor.letter')}
          </h2>
          <p className={forms.hint}>{t('editor.letterHint')}</p>
          <LanguageTabs
            label={t('editor.letterLanguage')}
            selected={tab}
            onSelect={setTab}
            note={tabNote}
          >
            <IssueTextFields
              key={tab}
              language={tab}
              text={draft[tab]}
              onChange={editText(tab)}
              errorOf={shownError}
            />
          </LanguageTabs>
        </section>
        <section className={styles.section} aria-labelledby="issue-image">
          <h2 id="issue-image" className={styles.sectionTitle}>
            {t('editor.image')}
          </h2>
          <IssueImage
            imageId={draft.imageId}
            onChange={(imageId) => edit({ imageId }, 'imageId')}
            onUploadingChange={setUploading}
            error={shownError('imageId')}
          />
        </section>
        <section className={styles.section} aria-labelledby="issue-articles">
          <h2 id="issue-articles" className={styles.sectionTitle}>
            {t('editor.articles')}
          </h2>
          <IssueArticles
            articles={draft.articles}
            onChange={(articles) => edit({ articles }, 'articles')}
            error={shownError('articles')}
          />
        </section>
        <div className={styles.footer}>
          {failure && (
            <div className={`${forms.failure} ${styles.failure}`} role="alert">
              <p className={styles.failureTitle}>{t(`editor.failed.${failure.work}`)}</p>
              <p>{failure.code === 'conflict' ? t('editor.conflict') : errorText(failure.code)}</p>
              {failure.code === 'conflict' && (
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
            {outcomeText ? <span className={styles.done}>{outcomeText}</span> : note}
          </p>
          <div className={`${forms.actions} ${styles.buttons}`}>
            <button
              type="submit"
              className="button button--primary"
              disabled={work !== null || uploading}
            >
              {work === 'save' ? t('editor.saving') : t('editor.save')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              onClick={() => setDialog('preview')}
            >
              {t('editor.preview')}
            </button>
          </div>
          <div className={styles.sending}>
            <div className={`${forms.actions} ${styles.buttons}`}>
              <button
                type="button"
                className="button button--secondary"
                disabled={!canTry}
                aria-describedby={sendHintId}
                onClick={() => void test()}
              >
                {work === 'test' ? t('editor.sendingTest') : t('editor.sendTest')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={!canSend}
                aria-describedby={sendHintId}
                aria-haspopup="dialog"
                onClick={() => setDialog('send')}
              >
                {recipients === undefined
                  ? t('editor.sendToConfirmed')
                  : t('editor.send', { count: recipients })}
              </button>
            </div>
            <p id={sendHintId} className={forms.hint}>
              {sendHint}
            </p>
          </div>
        </div>
      </form>
      {dialog === 'preview' && (
        <IssuePreview content={draft} language={tab} onClose={() => setDialog(null)} />
      )}
      {dialog === 'send' && recipients !== undefined && (
        <SendDialog
          recipients={recipients}
          busy={work === 'send'}
          onSend={() => void send()}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
