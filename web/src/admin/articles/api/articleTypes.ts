/** The admin blog calls of the blog contract (`/api/admin/articles/...`). */
import type { Language } from '@/shared/i18n';

export type ArticleStatus = 'PUBLISHED' | 'NOT_PUBLISHED' | 'HAS_CHANGES';

export interface LocalizedText {
  uk: string;
  en: string;
}

export interface ImageView {
  /** The uploaded image's id (64 hex). */
  id: string;
  /** A ready JPEG of one variant. */
  photo: string;
}

export interface AdminCategory {
  id: number;
  name: LocalizedText;
  articlesCount: number;
}

export type BlockType = 'TEXT' | 'QUOTE' | 'IMG';

/** A content block: sanitized HTML for TEXT and QUOTE, the image id for IMG. */
export interface ContentBlock {
  type: BlockType;
  value: string;
}

export interface Translation {
  title: string;
  thesis: string;
  /** The public page's meta description. */
  description: string;
  /** In page order. */
  blocks: ContentBlock[];
}

/** What the editor sends: a new article's body, and with `id` and `version` an edit's. */
export interface ArticleDraft {
  categoryId: number;
  mainImage: string;
  originalLanguage: Language;
  /** Marks the other language as caught up with the original again. */
  confirmTranslation?: boolean;
  translations: Record<Language, Translation>;
}

export interface ArticleUpdate extends ArticleDraft {
  id: number;
  /** The version the editor was loaded at; a newer one on the server answers 409 `conflict`. */
  version: number;
}

/** A language's tab of the editor. */
export interface ArticleTab {
  isOriginal: boolean;
  /** The original changed after this translation was last confirmed: it is outdated. */
  hasChanged: boolean;
  /** No title or no blocks. */
  missing: boolean;
}

export interface AdminArticle {
  id: number;
  version: number;
  status: ArticleStatus;
  main: boolean;
  categoryId: number;
  category: LocalizedText;
  mainImage: ImageView;
  originalLanguage: Language;
  /** The draft if there is one, else the published content. */
  translations: Record<Language, Translation>;
  tabs: Record<Language, ArticleTab>;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** When the server is to publish the draft (as it is then); `null` when nothing is scheduled. */
  publishAt: string | null;
  views: number;
}

/** `GET .../versions/{version}`: the article right after that event. */
export interface AdminArticleVersion extends AdminArticle {
  /** The fields changed against the version before (`title.uk`, `blocks.en`, `mainImage`…). */
  changedFields: string[];
}

export interface AdminArticleCard {
  id: number;
  version: number;
  status: ArticleStatus;
  main: boolean;
  title: LocalizedText;
  mainImage: ImageView;
  category: LocalizedText;
  categoryId: number;
  createdAt: string;
  updatedAt: string;
  publishAt: string | null;
  views: number;
}

/** `GET /api/admin/articles?page={n}`: 12 per page, the main article first, then newest. */
export interface AdminArticlePage {
  content: AdminArticleCard[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

export interface ArticleTitle {
  id: number;
  title: LocalizedText;
}

export type ArticleEventName =
  | 'ArticleCreated'
  | 'ArticleDraftSaved'
  | 'ArticlePublished'
  | 'ArticleHidden'
  | 'ArticlePublicationScheduled'
  | 'ArticlePublicationUnscheduled'
  | 'ArticleDeleted'
  | 'ArticleRestored'
  | 'ArticleMadeMain'
  | 'ArticleDemoted';

/** The card an article's answer makes, so a list shows an edit without fetching its page. */
export function cardOfArticle(article: AdminArticle): AdminArticleCard {
  const { id, version, status, main, mainImage, category, categoryId, createdAt } = article;
  return {
    id,
    version,
    status,
    main,
    title: { uk: article.translations.uk.title, en: article.translations.en.title },
    mainImage,
    category,
    categoryId,
    createdAt,
    updatedAt: article.updatedAt,
    publishAt: article.publishAt,
    views: article.views,
  };
}
