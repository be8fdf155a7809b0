import { mergeById, type PagesLoaded } from '@/admin/shared/list/pagedRecords';
import type { AdminAlbum, AdminAlbumPage } from './api/albumTypes';

/**
 * The admin album list (SPEC §4: replacing the list sets pagesLoaded 1, appending increments
 * it), kept newest first like the server orders it, with the header's count.
 */
export interface AlbumListState extends PagesLoaded {
  albums: AdminAlbum[];
  total: number;
}

export type AlbumListAction =
  | { type: 'replaced'; page: AdminAlbumPage }
  | { type: 'appended'; pages: AdminAlbumPage[] }
  | { type: 'saved'; album: AdminAlbum }
  | { type: 'removed'; id: number };

export const emptyAlbumList: AlbumListState = {
  albums: [],
  pagesLoaded: 0,
  total: 0,
  removedSinceLoad: 0,
};

/** Newest (highest id) first, as the server orders them. */
const newestFirst = (a: AdminAlbum, b: AdminAlbum) => b.id - a.id;

export function albumListReducer(state: AlbumListState, action: AlbumListAction): AlbumListState {
  switch (action.type) {
    case 'replaced':
      return {
        albums: action.page.content,
        pagesLoaded: 1,
        total: action.page.totalElements,
        removedSinceLoad: 0,
      };
    case 'appended': {
      const latest = action.pages.at(-1);
      if (!latest) return state;
      return {
        albums: mergeById(
          state.albums,
          action.pages.flatMap((page) => page.content),
          newestFirst,
        ),
        pagesLoaded: state.pagesLoaded + 1,
        total: latest.totalElements,
        removedSinceLoad: 0,
      };
    }
    case 'saved': {
      if (state.albums.some((album) => album.id === action.album.id)) {
        const albums = state.albums.map((album) =>
          album.id === action.album.id ? action.album : album,
        );
        return { ...state, albums };
      }
      // A new album goes on top and raises the count (SPEC §4).
      return {
        ...state,
        albums: mergeById([action.album], state.albums, newestFirst),
        total: state.total + 1,
      };
    }
    case 'removed': {
      if (!state.albums.some((album) => album.id === action.id)) return state;
      return {
        ...state,
        albums: state.albums.filter((album) => album.id !== action.id),
        total: state.total - 1,
        removedSinceLoad: state.removedSinceLoad + 1,
      };
    }
  }
}

export function hasMore(state: AlbumListState): boolean {
  return state.albums.length < state.total;
}
