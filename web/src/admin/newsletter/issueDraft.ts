import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { isRichTextEmpty } from '@/admin/shared/richText/richText';
import { LANGUAGES, type Language } from '@/shared/i18n/languages';
import type { IssueContent } from './api/newsletterTypes';

/** The server's limits: a title is a mail's subject line; the text is counted as HTML. */
export const TITLE_MAX = 150;
export const TEXT_MAX = 20_000;
export const ARTICLES_MAX = 5;

/** The issue's fields that can hold an error, named as the server's `field` names them. */
export type IssueField = `${Language}.${'title' | 'html'}` | 'imageId' | 'articles';

export type IssueErrors = Partial<Record<IssueField, AdminErrorCode>>;

const ISSUE_FIELDS: readonly string[] = [
  ...LANGUAGES.flatMap((language) => [`${language}.title`, `${language}.html`]),
  'imageId',
  'articles',
];

export function emptyIssueContent(): IssueContent {
  return {
    uk: { title: '', html: '' },
    en: { title: '', html: '' },
    imageId: null,
    articles: [],
  };
}

/** Characters as the server counts them: a letter outside the BMP is one, not two. */
export const characters = (text: string) => [...text].length;

/** A title as the server keeps it: on one line, with single spaces. */
export function cleanTitle(title: string): string {
  return title.split(/\s+/).filter(Boolean).join(' ');
}

/** The request's content: titles cleaned, each article once. */
export function contentToSend(content: IssueContent): IssueContent {
  const text = (language: Language) => ({
    title: cleanTitle(content[language].title),
    html: content[language].html,
  });
  return {
    uk: text('uk'),
    en: text('en'),
    imageId: content.imageId,
    articles: [...new Set(content.articles)],
  };
}

/** Whether the editor holds something the saved issue does not: what leaving would lose. */
export function isIssueChanged(draft: IssueContent, saved: IssueContent): boolean {
  return JSON.stringify(contentToSend(draft)) !== JSON.stringify(contentToSend(saved));
}

/**
 * The server's rules a browser can check before sending, in the server's order (Ukrainian
 * first, a title before its text); empty when the issue may be saved.
 */
export function validateIssue(content: IssueContent): IssueErrors {
  const errors: IssueErrors = {};
  for (const language of LANGUAGES) {
    const title = cleanTitle(content[language].title);
    if (title === '') errors[`${language}.title`] = 'titleRequired';
    else if (characters(title) > TITLE_MAX) errors[`${language}.title`] = 'titleTooLong';
    const { html } = content[language];
    if (characters(html) > TEXT_MAX) errors[`${language}.html`] = 'textTooLong';
    else if (isRichTextEmpty(html)) errors[`${language}.html`] = 'textRequired';
  }
  if (new Set(content.articles).size > ARTICLES_MAX) errors.articles = 'tooManyItems';
  return errors;
}

/**
 * The field a refusal is about: the server's `field`, or, without one, the field the code can
 * only mean; `null` for a refusal of the whole issue (a stale version, an issue already sent).
 */
export function fieldOfIssueProblem(
  code: AdminErrorCode,
  field: string | undefined,
): IssueField | null {
  if (field && ISSUE_FIELDS.includes(field)) return field as IssueField;
  if (code === 'tooManyItems' || code === 'articleNotPublished') return 'articles';
  if (code === 'imageError') return 'imageId';
  return null;
}

/** The language tab a field is on, `null` for the fields both languages share. */
export function languageOfField(field: IssueField): Language | null {
  const language = field.split('.')[0];
  return language === 'uk' || language === 'en' ? language : null;
}
