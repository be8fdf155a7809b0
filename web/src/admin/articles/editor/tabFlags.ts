import type { Language } from '@/shared/i18n';
import type { ArticleTab } from '../api/articleTypes';
import { hasContent, type EditorDraft } from './articleDraft';

/** What a language's tab (or column) of the editor says about its translation. */
export interface TabFlags {
  original: boolean;
  /** The original changed after this translation was last confirmed (the server's word). */
  outdated: boolean;
  /** No title or no content yet: the article does not exist in this language. */
  missing: boolean;
}

/**
 * A language's flags. "Missing" follows the editor as staff type, by the server's own rule;
 * "outdated" is the server's, and holds until a save confirms the translation. The original
 * language is never either.
 */
export function tabFlagsOf(
  language: Language,
  draft: EditorDraft,
  tabs: Record<Language, ArticleTab> | null,
): TabFlags {
  const original = draft.originalLanguage === language;
  const { title, blocks } = draft.translations[language];
  const missing = !original && (title.trim() === '' || !blocks.some(hasContent));
  const tab = tabs?.[language];
  const outdated = !original && !missing && tab !== undefined && tab.hasChanged && !tab.isOriginal;
  return { original, outdated, missing };
}
