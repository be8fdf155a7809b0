import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { isRichTextEmpty } from '@/admin/shared/richText/richText';
import { LANGUAGES, type Language } from '@/shared/i18n';
import type { AdminArticle, ArticleDraft, ArticleUpdate, ContentBlock } from '../api/articleTypes';
import type { EditorBlock } from './blocks';

/** The contract's limits, in characters. */
export const TITLE_MAX = 150;
export const THESIS_MAX = 300;
export const DESCRIPTION_MAX = 160;

export interface EditorTranslation {
  title: string;
  thesis: string;
  description: string;
  blocks: EditorBlock[];
}

/** What the article editor edits. */
export interface EditorDraft {
  categoryId: number | null;
  /** The main image's id; `null` until one is uploaded. */
  mainImage: string | null;
  originalLanguage: Language;
  translations: Record<Language, EditorTranslation>;
}

/** The editor's fields that can hold an error, named like the history names them. */
export type EditorField =
  'categoryId' | 'mainImage' | `${'title' | 'thesis' | 'description' | 'blocks'}.${Language}`;

export type EditorErrors = Partial<Record<EditorField, AdminErrorCode>>;

let lastBlockKey = 0;

/** A key no other block of this page has. */
export function newBlockKey(): string {
  lastBlockKey += 1;
  return `block-${lastBlockKey}`;
}

const emptyTranslation = (): EditorTranslation => ({
  title: '',
  thesis: '',
  description: '',
  blocks: [],
});

export function emptyEditorDraft(originalLanguage: Language): EditorDraft {
  return {
    categoryId: null,
    mainImage: null,
    originalLanguage,
    translations: { uk: emptyTranslation(), en: emptyTranslation() },
  };
}

export function editorDraftOf(article: AdminArticle): EditorDraft {
  const translationOf = (language: Language): EditorTranslation => {
    const { title, thesis, description, blocks } = article.translations[language];
    return {
      title,
      thesis,
      description,
      blocks: blocks.map((block) => ({ ...block, key: newBlockKey() })),
    };
  };
  return {
    categoryId: article.categoryId,
    mainImage: article.mainImage.id,
    originalLanguage: article.originalLanguage,
    translations: { uk: translationOf('uk'), en: translationOf('en') },
  };
}

/** Whether a block holds anything: an image, or text a reader would see. */
export function hasContent(block: { type: string; value: string }): boolean {
  return block.type === 'IMG' ? block.value !== '' : !isRichTextEmpty(block.value);
}

/** The blocks to send: an empty one (no text yet, no image uploaded) is not content. */
function blocksToSend(blocks: EditorBlock[]): ContentBlock[] {
  return blocks.filter(hasContent).map(({ type, value }) => ({ type, value }));
}

/** The request body. Only called once {@link validateEditorDraft} found nothing. */
export function toArticleDraft(draft: EditorDraft, confirmTranslation = false): ArticleDraft {
  const translationOf = (language: Language) => {
    const { title, thesis, description, blocks } = draft.translations[language];
    return {
      title: title.trim(),
      thesis: thesis.trim(),
      description: description.trim(),
      blocks: blocksToSend(blocks),
    };
  };
  return {
    categoryId: draft.categoryId ?? 0,
    mainImage: draft.mainImage ?? '',
    originalLanguage: draft.originalLanguage,
    ...(confirmTranslation && { confirmTranslation }),
    translations: { uk: translationOf('uk'), en: translationOf('en') },
  };
}

export function toArticleUpdate(
  draft: EditorDraft,
  article: { id: number; version: number },
  confirmTranslation = false,
): ArticleUpdate {
  return { ...toArticleDraft(draft, confirmTranslation), id: article.id, version: article.version };
}

/** Whether the editor holds something the article does not: what leaving would lose. */
export function isEditorDraftChanged(draft: EditorDraft, saved: EditorDraft): boolean {
  return JSON.stringify(toArticleDraft(draft)) !== JSON.stringify(toArticleDraft(saved));
}

/** The contract's rules a browser can check before sending; empty when it may be sent. */
export function validateEditorDraft(draft: EditorDraft): EditorErrors {
  const errors: EditorErrors = {};
  // In the order the editor shows them: the first is where the focus goes.
  if (draft.mainImage === null) errors.mainImage = 'mainImageRequired';
  if (draft.categoryId === null) errors.categoryId = 'categoryNotSelected';
  for (const language of LANGUAGES) {
    const title = draft.translations[language].title.trim();
    if ([...title].length > TITLE_MAX) errors[`title.${language}`] = 'titleTooLong';
  }
  if (draft.translations[draft.originalLanguage].title.trim() === '') {
    errors[`title.${draft.originalLanguage}`] = 'titleRequired';
  }
  return errors;
}

const LANGUAGE_FIELD =
  /^(?:translations\.)?(?:(uk|en)\.(title|thesis|description|blocks)|(title|thesis|description|blocks)\.(uk|en))\b/;

/**
 * The editor field a refusal is about: from the server's `field` (`title.uk`,
 * `translations.uk.blocks[2]`…), or, without one, from what the code can only mean.
 */
export function fieldOfArticleProblem(
  code: AdminErrorCode,
  field: string | undefined,
  originalLanguage: Language,
): EditorField | null {
  if (field === 'categoryId' || field === 'mainImage') return field;
  const match = field ? LANGUAGE_FIELD.exec(field) : null;
  if (match) {
    const language = (match[1] ?? match[4]) as Language;
    const name = (match[2] ?? match[3]) as 'title' | 'thesis' | 'description' | 'blocks';
    return `${name}.${language}`;
  }
  if (code === 'categoryNotSelected') return 'categoryId';
  if (code === 'mainImageRequired') return 'mainImage';
  if (code === 'titleRequired') return `title.${originalLanguage}`;
  return null;
}

export function languageOfField(field: EditorField): Language | null {
  const language = field.split('.')[1];
  return language === 'uk' || language === 'en' ? language : null;
}
