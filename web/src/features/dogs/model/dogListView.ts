import type { DogCard, DogPage } from '../api/types';
import { type DogFilters, isFiltered, matchesFilters } from './dogFilters';

/** SPEC §9: the list shows 6 cards at first and each "more" adds 6. */
export const DOGS_PER_STEP = 6;

export interface DogListSource {
  /** The server pages fetched so far, in order. */
  pages: readonly DogPage[];
  /** Every published dog, fetched once on the first load. */
  all: readonly DogCard[] | undefined;
}

export interface DogListView {
  dogs: DogCard[];
  /** Whether "more" has anything left to show. */
  canShowMore: boolean;
  /** Published dogs in total, whatever the filters (the header count). */
  total: number;
  /** Which empty state applies, if the grid is empty. */
  empty: 'noDogs' | 'noMatches' | null;
}

/** SPEC §4: lists sort by `parentDogId` (or id) descending, newest first. */
export function newestFirst(dogs: readonly DogCard[]): DogCard[] {
  return [...dogs].sort((a, b) => (b.parentDogId || b.id) - (a.parentDogId || a.id));
}

/**
 * What the grid shows (SPEC §4 "Public dog list"). Unfiltered, it shows the first `shown`
 * dogs of the appended server pages; filtered, the first `shown` dogs of the full list that
 * match, so filtering never waits for the server.
 */
export function dogListView(
  source: DogListSource,
  filters: DogFilters,
  shown: number,
): DogListView {
  const lastPage = source.pages.at(-1);
  const total = lastPage?.totalElements ?? source.all?.length ?? 0;

  if (!isFiltered(filters)) {
    // Dogs published between two page requests may appear on both pages; show each once.
    const byId = new Map(source.pages.flatMap((page) => page.content).map((dog) => [dog.id, dog]));
    const loaded = newestFirst([...byId.values()]);
    return {
      dogs: loaded.slice(0, shown),
      canShowMore: shown < Math.max(total, loaded.length),
      total,
      empty: total === 0 && loaded.length === 0 ? 'noDogs' : null,
    };
  }

  const matches = newestFirst((source.all ?? []).filter((dog) => matchesFilters(dog, filters)));
  return {
    dogs: matches.slice(0, shown),
    canShowMore: shown < matches.length,
    total,
    empty: matches.length > 0 ? null : total === 0 ? 'noDogs' : 'noMatches',
  };
}

/**
 * Whether showing `shown` dogs needs another server page: only while unfiltered (filtered
 * dogs come from the full list), when the loaded pages hold fewer dogs than that and the
 * server has pages left.
 */
export function needsNextPage(source: DogListSource, filters: DogFilters, shown: number): boolean {
  if (isFiltered(filters)) return false;
  const lastPage = source.pages.at(-1);
  if (!lastPage || lastPage.last || source.pages.length >= lastPage.totalPages) return false;
  const loaded = source.pages.reduce((count, page) => count + page.content.length, 0);
  return loaded < shown;
}
