import { describe, expect, it } from 'vitest';
import type { AdminDog, AdminDogPage } from './api/dogTypes';
import { pagesForMore } from '@/admin/shared/list/pagedRecords';
import { dogListReducer, emptyDogList, hasMore } from './dogList';

const dog = (id: number, dogStatus: AdminDog['dogStatus'] = 'NOT_PUBLISHED') =>
  ({ id, parentDogId: id, dogStatus }) as AdminDog;

const page = (ids: number[], totalElements: number, published = 0): AdminDogPage => ({
  content: ids.map((id) => dog(id)),
  last: false,
  totalElements,
  totalPages: Math.ceil(totalElements / 12),
  published,
});

const ids = (state: { dogs: AdminDog[] }) => state.dogs.map((d) => d.id);
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => from - index);

describe('admin dog list', () => {
  it('replacing sets pagesLoaded to 1, appending increments it (SPEC §4)', () => {
    let state = dogListReducer(emptyDogList, { type: 'replaced', page: page(range(30, 19), 30) });
    expect(state).toMatchObject({ pagesLoaded: 1, total: 30 });
    state = dogListReducer(state, { type: 'appended', pages: [page(range(18, 7), 30)] });
    expect(state.pagesLoaded).toBe(2);
    expect(ids(state)).toEqual(range(30, 7));
    expect(hasMore(state)).toBe(true);
    state = dogListReducer(state, { type: 'replaced', page: page(range(30, 19), 30) });
    expect(state.pagesLoaded).toBe(1);
  });

  it('adds a new dog on top and counts it', () => {
    let state = dogListReducer(emptyDogList, { type: 'replaced', page: page([5, 4], 2, 1) });
    state = dogListReducer(state, { type: 'saved', dog: dog(6) });
    expect(ids(state)).toEqual([6, 5, 4]);
    expect(state).toMatchObject({ total: 3, published: 1 });
  });

  it('replaces a published or hidden dog and follows the published count', () => {
    let state = dogListReducer(emptyDogList, { type: 'replaced', page: page([5, 4], 2, 0) });
    state = dogListReducer(state, { type: 'saved', dog: dog(4, 'PUBLISHED') });
    expect(state).toMatchObject({ total: 2, published: 1 });
    expect(state.dogs[1]?.dogStatus).toBe('PUBLISHED');
    state = dogListReducer(state, { type: 'saved', dog: dog(4, 'NOT_PUBLISHED') });
    expect(state.published).toBe(0);
  });

  it('removes a deleted dog and lowers the counts', () => {
    let state = dogListReducer(emptyDogList, { type: 'replaced', page: page([5, 4], 2, 0) });
    state = dogListReducer(state, { type: 'saved', dog: dog(5, 'PUBLISHED') });
    state = dogListReducer(state, { type: 'removed', id: 5 });
    expect(ids(state)).toEqual([4]);
    expect(state).toMatchObject({ total: 1, published: 0, removedSinceLoad: 1 });
  });

  it('fetches the next page, and after deletions the page the others slid onto', () => {
    let state = dogListReducer(emptyDogList, { type: 'replaced', page: page(range(30, 19), 30) });
    expect(pagesForMore(state)).toEqual([2]);
    state = dogListReducer(state, { type: 'removed', id: 25 });
    expect(pagesForMore(state)).toEqual([1, 2]);
    // The server's page 1 now ends with 18, which the merge keeps once.
    state = dogListReducer(state, {
      type: 'appended',
      pages: [page([...range(30, 26), ...range(24, 18)], 29), page(range(17, 6), 29)],
    });
    expect(ids(state)).toEqual([...range(30, 26), ...range(24, 6)]);
    expect(state).toMatchObject({ pagesLoaded: 2, removedSinceLoad: 0 });
  });
});
