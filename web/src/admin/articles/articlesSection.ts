/** The articles section's pages, one chunk loaded when the section is first opened. */
export { ArticleEditorPage } from './editor/ArticleEditorPage';
export { ArticlesPage } from './ArticlesPage';
