import { normalizeRichText } from '@/admin/shared/richText/richText';
// The modules themselves, not the i18n index: that would start i18next for pure functions.
import { withLanguagePrefix } from '@/shared/i18n/languagePath';
import type { Language } from '@/shared/i18n/languages';
import type { ArticleTitle, IssueContent } from './api/newsletterTypes';
import { cleanTitle } from './issueDraft';

/** A link of the letter to a blog article, in the letter's language. */
export interface LetterArticle {
  id: number;
  title: string;
  /** The article's public page in that language. */
  href: string;
}

/** One language's letter as a subscriber reads it, drawn from the issue's content. */
export interface Letter {
  language: Language;
  title: string;
  imageId: string | null;
  /** The text in the blog's markup, cleaned again before it is drawn. */
  html: string;
  articles: LetterArticle[];
}

/** A text in `language`, the other language's standing in while it is empty. */
export function inLanguage(text: Record<Language, string>, language: Language): string {
  const other: Language = language === 'uk' ? 'en' : 'uk';
  return text[language].trim() || text[other].trim();
}

/** Ukrainian is the site's default language: its pages have no prefix. */
export function articlePath(id: number, language: Language): string {
  return withLanguagePrefix(`/article/${id}`, language === 'uk' ? null : language);
}

/**
 * The letter subscribers of `language` get. An article is named in that language, or in the
 * other while its translation has no title; one whose title is unknown (not loaded yet, or no
 * longer in the blog) is left out, as no link could be written to it.
 */
export function letterOf(
  content: IssueContent,
  language: Language,
  titles: readonly ArticleTitle[] | undefined,
): Letter {
  const articles = [...new Set(content.articles)].flatMap((id) => {
    const known = titles?.find((article) => article.id === id);
    const title = known && inLanguage(known.title, language);
    return title ? [{ id, title, href: articlePath(id, language) }] : [];
  });
  return {
    language,
    title: cleanTitle(content[language].title),
    imageId: content.imageId,
    html: normalizeRichText(content[language].html),
    articles,
  };
}
