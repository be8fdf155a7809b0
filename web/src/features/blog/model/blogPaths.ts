/** Category 0 is every article (SPEC §4 "tab id 0 means all"). */
export const ALL_CATEGORIES = 0;

/** The blog list of a category, without the language prefix. */
export function blogPath(categoryId: number): string {
  return `/blog/${categoryId}`;
}

/** One article's page, without the language prefix. */
export function articlePath(id: number): string {
  return `/article/${id}`;
}

const BLOG_ADDRESS = /^\/blog(?:\/(0|[1-9]\d{0,9}))?\/?$/i;
const ARTICLE_ADDRESS = /^\/article\/([1-9]\d{0,9})\/?$/i;

/*
 * The ids are read from the address itself rather than from route params, so any other shape
 * of address (a word, a negative or fractional number, an extra segment) is simply not one of
 * these pages, whatever pattern the route table gives them.
 */

/** The category a blog address (without the language prefix) shows; `null` for no blog address. */
export function categoryIdOf(path: string): number | null {
  const match = BLOG_ADDRESS.exec(path);
  if (!match) return null;
  return match[1] === undefined ? ALL_CATEGORIES : Number(match[1]);
}

/** The article an article address (without the language prefix) shows; `null` for any other. */
export function articleIdOf(path: string): number | null {
  const match = ARTICLE_ADDRESS.exec(path);
  return match ? Number(match[1]) : null;
}
