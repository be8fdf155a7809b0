import { describe, expect, it } from 'vitest';
import type { ArticleCard, MainArticle } from '../api/types';
import { teaserArticles } from './teaserArticles';

const image = { id: 'a'.repeat(64), photo: '/media/x/card.jpg' };

function card(id: number): ArticleCard {
  return {
    id,
    title: `Article ${id}`,
    image,
    category: 'Care',
    categoryId: 1,
    dateTime: '2026-03-12T10:00:00Z',
  };
}

const main: MainArticle = {
  id: 100,
  title: 'Main',
  thesis: 'Why it matters',
  image,
  category: 'Care',
  categoryId: 1,
};

const ids = (articles: { id: number }[]) => articles.map((article) => article.id);

describe('teaserArticles', () => {
  it('shows the first three of a full page and leaves the main article out', () => {
    expect(ids(teaserArticles(main, [1, 2, 3, 4, 5, 6].map(card)))).toEqual([1, 2, 3]);
  });

  it('puts the main article first when the page has fewer than three', () => {
    expect(ids(teaserArticles(main, [card(1), card(2)]))).toEqual([100, 1, 2]);
    expect(ids(teaserArticles(main, [card(1)]))).toEqual([100, 1]);
    expect(ids(teaserArticles(main, []))).toEqual([100]);
  });

  it('shows the page alone without a main article', () => {
    expect(ids(teaserArticles(null, [card(1), card(2)]))).toEqual([1, 2]);
    expect(teaserArticles(undefined, [])).toEqual([]);
  });
});
