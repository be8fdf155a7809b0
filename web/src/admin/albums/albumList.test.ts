import { describe, expect, it } from 'vitest';
import { pagesForMore } from '@/admin/shared/list/pagedRecords';
import type { AdminAlbum, AdminAlbumPage } from './api/albumTypes';
import { albumListReducer, emptyAlbumList, hasMore } from './albumList';

const album = (id: number, status: AdminAlbum['status'] = 'NOT_PUBLISHED') =>
  ({ id, status }) as AdminAlbum;

const page = (ids: number[], totalElements: number): AdminAlbumPage => ({
  content: ids.map((id) => album(id)),
  last: false,
  totalElements,
  totalPages: Math.ceil(totalElements / 12),
});

const ids = (state: { albums: AdminAlbum[] }) => state.albums.map((a) => a.id);
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => from - index);

describe('admin album list', () => {
  it('replacing sets pagesLoaded to 1, appending increments it (SPEC §4)', () => {
    let state = albumListReducer(emptyAlbumList, {
      type: 'replaced',
      page: page(range(20, 9), 20),
    });
    expect(state).toMatchObject({ pagesLoaded: 1, total: 20 });
    expect(hasMore(state)).toBe(true);
    state = albumListReducer(state, { type: 'appended', pages: [page(range(8, 1), 20)] });
    expect(state.pagesLoaded).toBe(2);
    expect(ids(state)).toEqual(range(20, 1));
    expect(hasMore(state)).toBe(false);
  });

  it('adds a created album on top and counts it', () => {
    let state = albumListReducer(emptyAlbumList, { type: 'replaced', page: page([5, 4], 2) });
    state = albumListReducer(state, { type: 'saved', album: album(6) });
    expect(ids(state)).toEqual([6, 5, 4]);
    expect(state.total).toBe(3);
  });

  it('replaces a published, hidden or renamed album in place', () => {
    let state = albumListReducer(emptyAlbumList, { type: 'replaced', page: page([5, 4], 2) });
    state = albumListReducer(state, { type: 'saved', album: album(4, 'PUBLISHED') });
    expect(ids(state)).toEqual([5, 4]);
    expect(state.albums[1]?.status).toBe('PUBLISHED');
    expect(state.total).toBe(2);
  });

  it('removes a deleted album, lowers the count and remembers the shift for "more"', () => {
    let state = albumListReducer(emptyAlbumList, {
      type: 'replaced',
      page: page(range(30, 19), 30),
    });
    state = albumListReducer(state, { type: 'removed', id: 25 });
    expect(state).toMatchObject({ total: 29, removedSinceLoad: 1 });
    expect(pagesForMore(state)).toEqual([1, 2]);
    expect(albumListReducer(state, { type: 'removed', id: 999 })).toBe(state);
  });
});
