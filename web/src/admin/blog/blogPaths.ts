/** The blog's admin addresses (SPEC §2). */
export const BLOG_PATH = '/admin/blog';

/** The editor of an article, or of a new one. */
export function editorPath(id?: number): string {
  return id === undefined ? `${BLOG_PATH}/edit/article` : `${BLOG_PATH}/edit/article/${id}`;
}
