import { describe, expect, it } from 'vitest';
import type { AdminArticleCard } from '../api/articleTypes';
import { actionsOf } from './articleActions';

const card = (status: AdminArticleCard['status'], main = false) =>
  ({ id: 1, status, main }) as AdminArticleCard;

describe('actionsOf', () => {
  it.each([
    ['a draft', card('NOT_PUBLISHED'), ['publish', 'delete']],
    ['a published article', card('PUBLISHED'), ['hide', 'makeMain', 'delete']],
    ['the main article', card('PUBLISHED', true), ['hide', 'delete']],
    ['an article with changes', card('HAS_CHANGES'), ['publish', 'hide', 'makeMain', 'delete']],
  ])('offers for %s', (_case, article, actions) => {
    expect(actionsOf(article)).toEqual(actions);
  });
});
