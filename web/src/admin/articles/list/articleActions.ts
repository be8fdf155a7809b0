import type { AdminArticleCard } from '../api/articleTypes';

/** What staff can do to an article from the list, each after a confirmation. */
export type ArticleAction = 'publish' | 'hide' | 'makeMain' | 'delete';

/** The actions an article's state allows, deleting always among them. */
export function actionsOf(article: AdminArticleCard): ArticleAction[] {
  const actions: ArticleAction[] = [];
  if (article.status !== 'PUBLISHED') actions.push('publish');
  if (article.status !== 'NOT_PUBLISHED') {
    actions.push('hide');
    // Only a published article can be main (the contract's `articleNotPublished`).
    if (!article.main) actions.push('makeMain');
  }
  actions.push('delete');
  return actions;
}
