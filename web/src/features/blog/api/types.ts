/** The shapes the public blog calls answer (the blog API contract, "Public"). */

/** An uploaded image: its id names every variant; `photo` is one ready JPEG of them. */
export interface ImageView {
  id: string;
  photo: string;
}

/** SPEC §3 "Paged response"; pages start at 1. */
export interface Paged<T> {
  content: T[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

/** The article of the blog's banner. */
export interface MainArticle {
  id: number;
  title: string;
  thesis: string;
  image: ImageView;
  category: string;
  categoryId: number;
}

export interface Category {
  id: number;
  name: string;
}

export interface CategoriesAnswer {
  /** Only categories with an article published in the request language, in creation order. */
  currentCategories: Category[];
}

/** A list item: what an article card shows. */
export interface ArticleCard {
  id: number;
  title: string;
  image: ImageView;
  category: string;
  categoryId: number;
  dateTime: string;
}

/** SPEC §3 content block types: TEXT (1) and QUOTE (2) hold sanitized HTML, IMG (3) an image id. */
export type ContentTypeId = 1 | 2 | 3;

/** SPEC §3: a public content item's first `contentValueDtoSet` entry holds all of it. */
export interface ContentItem {
  contentValueDtoSet: ContentValue[];
}

export interface ContentValue {
  contentValue: string;
  orderOnPage: number;
  contentTypeEnum: { id: ContentTypeId };
}

export interface OpenArticle {
  id: number;
  title: string;
  image: ImageView;
  /** The first publication. */
  date: string;
  category: string;
  categoryId: number;
  /** The page's meta description; empty when the staff wrote none. */
  description: string;
  articleContent: ContentItem[];
}
