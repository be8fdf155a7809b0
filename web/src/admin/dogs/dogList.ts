import { mergeById, type PagesLoaded } from '@/admin/shared/list/pagedRecords';
import type { AdminDog, AdminDogPage } from './api/dogTypes';

/**
 * The admin dog list (SPEC §4 "Admin dog list: replace list sets pagesLoaded 1, append
 * increments it"), kept newest first like the server orders it, with the header's counts.
 */
export interface DogListState extends PagesLoaded {
  dogs: AdminDog[];
  total: number;
  published: number;
}

export type DogListAction =
  | { type: 'replaced'; page: AdminDogPage }
  | { type: 'appended'; pages: AdminDogPage[] }
  | { type: 'saved'; dog: AdminDog }
  | { type: 'removed'; id: number };

export const emptyDogList: DogListState = {
  dogs: [],
  pagesLoaded: 0,
  total: 0,
  published: 0,
  removedSinceLoad: 0,
};

const isPublished = (dog: AdminDog | undefined) => dog?.dogStatus === 'PUBLISHED';

/** Newest (highest id) first, as the server orders them. */
const newestFirst = (a: AdminDog, b: AdminDog) => b.id - a.id;

export function dogListReducer(state: DogListState, action: DogListAction): DogListState {
  switch (action.type) {
    case 'replaced':
      return {
        dogs: action.page.content,
        pagesLoaded: 1,
        total: action.page.totalElements,
        published: action.page.published,
        removedSinceLoad: 0,
      };
    case 'appended': {
      const latest = action.pages.at(-1);
      if (!latest) return state;
      return {
        dogs: mergeById(
          state.dogs,
          action.pages.flatMap((page) => page.content),
          newestFirst,
        ),
        pagesLoaded: state.pagesLoaded + 1,
        total: latest.totalElements,
        published: latest.published,
        removedSinceLoad: 0,
      };
    }
    case 'saved': {
      const before = state.dogs.find((dog) => dog.id === action.dog.id);
      const published =
        state.published + Number(isPublished(action.dog)) - Number(isPublished(before));
      if (before) {
        const dogs = state.dogs.map((dog) => (dog.id === action.dog.id ? action.dog : dog));
        return { ...state, dogs, published };
      }
      // A new dog goes on top and raises the count (SPEC §4).
      return {
        ...state,
        dogs: mergeById([action.dog], state.dogs, newestFirst),
        total: state.total + 1,
        published,
      };
    }
    case 'removed': {
      const removed = state.dogs.find((dog) => dog.id === action.id);
      if (!removed) return state;
      return {
        ...state,
        dogs: state.dogs.filter((dog) => dog.id !== action.id),
        total: state.total - 1,
        published: state.published - Number(isPublished(removed)),
        removedSinceLoad: state.removedSinceLoad + 1,
      };
    }
  }
}

export function hasMore(state: DogListState): boolean {
  return state.dogs.length < state.total;
}
