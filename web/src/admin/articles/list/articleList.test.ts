import { describe, expect, it } from 'vitest';
import type { AdminArticleCard, AdminArticlePage, ArticleStatus } from '../api/articleTypes';
import { pagesForMore } from '@/admin/shared/list/pagedRecords';
import { articleListReducer, emptyArticleList, hasMore, mainArticleOf } from './articleList';

/** Article `id` was created on day `id` of May, so a higher id is newer. */
const card = (
  id: number,
  change: { status?: ArticleStatus; main?: boolean } = {},
): AdminArticleCard => ({
  id,
  version: 1,
  status: change.status ?? 'NOT_PUBLISHED',
  main: change.main ?? false,
  title: { uk: `Стаття ${id}`, en: `Article ${id}` },
  mainImage: { id: 'a'.repeat(64), photo: '' },
  category: { uk: 'Поради', en: 'Tips' },
  categoryId: 1,
  createdAt: `2025-05-${String(id).padStart(2, '0')}T10:00:00Z`,
  updatedAt: `2025-05-${String(id).padStart(2, '0')}T10:00:00Z`,
  publishAt: null,
  views: 0,
});

const page = (cards: AdminArticleCard[], totalElements: number): AdminArticlePage => ({
  content: cards,
  last: false,
  totalElements,
  totalPages: Math.ceil(totalElements / 12),
});

const ids = (state: { articles: AdminArticleCard[] }) => state.articles.map((a) => a.id);
const loaded = (...cards: AdminArticleCard[]) =>
  articleListReducer(emptyArticleList, { type: 'replaced', page: page(cards, cards.length) });

describe('admin article list', () => {
  it('keeps the main article first, then the newest', () => {
    const state = loaded(card(2, { main: true, status: 'PUBLISHED' }), card(5), card(3));
    expect(ids(state)).toEqual([2, 5, 3]);
    expect(mainArticleOf(state)?.id).toBe(2);
  });

  it('appends pages without twins and counts them', () => {
    let state = articleListReducer(emptyArticleList, {
      type: 'replaced',
      page: page([card(9), card(8)], 4),
    });
    expect(hasMore(state)).toBe(true);
    state = articleListReducer(state, { type: 'appended', pages: [page([card(8), card(7)], 4)] });
    expect(ids(state)).toEqual([9, 8, 7]);
    expect(state.pagesLoaded).toBe(2);
  });

  it('adds a new article on top and raises the count (SPEC §4)', () => {
    let state = loaded(card(2, { main: true }), card(3));
    state = articleListReducer(state, { type: 'changed', article: card(4) });
    expect(ids(state)).toEqual([2, 4, 3]);
    expect(state.total).toBe(3);
  });

  it('shows a publish or a hide in place, without changing the count', () => {
    let state = loaded(card(4), card(3));
    state = articleListReducer(state, {
      type: 'changed',
      article: card(3, { status: 'PUBLISHED' }),
    });
    expect(state.articles[1]?.status).toBe('PUBLISHED');
    state = articleListReducer(state, {
      type: 'changed',
      article: card(3, { status: 'HAS_CHANGES' }),
    });
    expect(state.articles[1]?.status).toBe('HAS_CHANGES');
    expect(state.total).toBe(2);
  });

  it('moves a new main article first and demotes the old one into the list', () => {
    let state = loaded(card(2, { main: true, status: 'PUBLISHED' }), card(5), card(3));
    state = articleListReducer(state, {
      type: 'changed',
      article: card(3, { main: true, status: 'PUBLISHED' }),
    });
    expect(ids(state)).toEqual([3, 5, 2]);
    expect(state.articles.filter((article) => article.main).map((a) => a.id)).toEqual([3]);
  });

  it('clears the main slot when the main article is hidden', () => {
    let state = loaded(card(2, { main: true, status: 'PUBLISHED' }), card(5));
    state = articleListReducer(state, { type: 'changed', article: card(2) });
    expect(ids(state)).toEqual([5, 2]);
    expect(mainArticleOf(state)).toBeNull();
  });

  it('removes a deleted article and fetches the page the others slid onto', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => card(30 - index));
    let state = articleListReducer(emptyArticleList, {
      type: 'replaced',
      page: page(twelve, 30),
    });
    expect(pagesForMore(state)).toEqual([2]);
    state = articleListReducer(state, { type: 'removed', id: 25 });
    expect(state).toMatchObject({ total: 29, removedSinceLoad: 1 });
    expect(ids(state)).not.toContain(25);
    expect(pagesForMore(state)).toEqual([1, 2]);
  });
});
