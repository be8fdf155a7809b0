// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AdminArticle } from '../api/articleTypes';
import {
  editorDraftOf,
  emptyEditorDraft,
  fieldOfArticleProblem,
  isEditorDraftChanged,
  toArticleUpdate,
  validateEditorDraft,
} from './articleDraft';

const article: AdminArticle = {
  id: 7,
  version: 3,
  status: 'PUBLISHED',
  main: false,
  categoryId: 2,
  category: { uk: 'Поради', en: 'Tips' },
  mainImage: { id: 'a'.repeat(64), photo: '' },
  originalLanguage: 'uk',
  translations: {
    uk: {
      title: 'Перший день у готелі',
      thesis: 'Що взяти з собою',
      description: '',
      blocks: [
        { type: 'TEXT', value: '<p>Текст</p>' },
        { type: 'IMG', value: 'b'.repeat(64) },
      ],
    },
    en: { title: '', thesis: '', description: '', blocks: [] },
  },
  tabs: {
    uk: { isOriginal: true, hasChanged: false, missing: false },
    en: { isOriginal: false, hasChanged: false, missing: true },
  },
  createdAt: '2025-05-01T10:00:00Z',
  updatedAt: '2025-05-01T10:00:00Z',
  publishedAt: '2025-05-01T10:00:00Z',
  publishAt: null,
  views: 4,
};

describe('the article editor draft', () => {
  it('sends what it loaded, with the version it loaded', () => {
    const update = toArticleUpdate(editorDraftOf(article), article);
    expect(update).toEqual({
      id: 7,
      version: 3,
      categoryId: 2,
      mainImage: 'a'.repeat(64),
      originalLanguage: 'uk',
      translations: article.translations,
    });
  });

  it('leaves out blocks with nothing in them and says when it confirms a translation', () => {
    const draft = editorDraftOf(article);
    draft.translations.en.blocks = [
      { key: 'x', type: 'TEXT', value: '<p><br></p>' },
      { key: 'y', type: 'IMG', value: '' },
    ];
    const update = toArticleUpdate(draft, article, true);
    expect(update.translations.en.blocks).toEqual([]);
    expect(update.confirmTranslation).toBe(true);
  });

  it('is unchanged after a block moved there and back, changed after an edit', () => {
    const saved = editorDraftOf(article);
    const draft = editorDraftOf(article);
    expect(isEditorDraftChanged(draft, saved)).toBe(false);
    draft.translations.uk.title = 'Інший заголовок';
    expect(isEditorDraftChanged(draft, saved)).toBe(true);
  });

  it('asks for a category, a main image and the original title', () => {
    expect(validateEditorDraft(emptyEditorDraft('en'))).toEqual({
      categoryId: 'categoryNotSelected',
      mainImage: 'mainImageRequired',
      'title.en': 'titleRequired',
    });
    const draft = editorDraftOf(article);
    draft.translations.en.title = 'x'.repeat(151);
    expect(validateEditorDraft(draft)).toEqual({ 'title.en': 'titleTooLong' });
  });

  it.each([
    ['title.uk', 'titleTooLong', 'title.uk'],
    ['translations.en.blocks', 'warningMessageInvalidPhoto', 'blocks.en'],
    ['en.thesis', 'invalidRequest', 'thesis.en'],
    ['categoryId', 'categoryNotSelected', 'categoryId'],
    [undefined, 'titleRequired', 'title.uk'],
    [undefined, 'mainImageRequired', 'mainImage'],
    [undefined, 'conflict', null],
  ] as const)('places a refusal about %s (%s)', (field, code, editorField) => {
    expect(fieldOfArticleProblem(code, field, 'uk')).toBe(editorField);
  });
});
