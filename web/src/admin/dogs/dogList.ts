import type { AdminDog, AdminDogPage } from './api/dogTypes';

/** The server's admin page size (the contract: 12 per page). */
const ADMIN_PAGE_SIZE = 12;

/**
 * The admin dog list (SPEC §4 "Admin dog list: replace list sets pagesLoaded 1, append
 * increments it"), kept newest first like the server orders it, with the header's counts.
 */
export interface DogListState {
  dogs: AdminDog[];
  pagesLoaded: number;
  total: number;
  published: number;
  /** Dogs deleted since the pages were loaded: the server's pages have shifted by this many. */
  removedSinceLoad: number;
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

/** Union by id, newest (highest id) first: a page that overlaps what is shown adds no twins. */
function merge(dogs: AdminDog[], more: AdminDog[]): AdminDog[] {
  const byId = new Map(dogs.map((dog) => [dog.id, dog]));
  for (const dog of more) if (!byId.has(dog.id)) byId.set(dog.id, dog);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

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
        dogs: merge(
          state.dogs,
          action.pages.flatMap((page) => page.content),
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
      return { ...state, dogs: merge([action.dog], state.dogs), total: state.total + 1, published };
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

/**
 * The server pages "more" must fetch. Normally the next one; after deletions the server's
 * pages have moved up, so the dogs that slid onto pages already loaded are fetched too
 * (the merge drops the twins).
 */
export function pagesForMore(state: DogListState): number[] {
  const next = state.pagesLoaded + 1;
  const shifted = Math.ceil(state.removedSinceLoad / ADMIN_PAGE_SIZE);
  const first = Math.max(1, next - shifted);
  return Array.from({ length: next - first + 1 }, (_, index) => first + index);
}
