import { readTabMemory, writeTabMemory } from '@/shared/lib/tabMemory';
import { type DogFilters, NO_FILTERS } from './dogFilters';
import { DOGS_PER_STEP } from './dogListView';

/**
 * What the dog list needs to look the same after the visitor comes back from a dog's page
 * (SPEC §2: back returns to the previously opened card): the filters, how many cards were
 * shown and which card was opened. Kept per tab, so a reload on the details page keeps it too.
 */
export interface ListMemory {
  filters: DogFilters;
  shown: number;
  openedDogId: number | null;
}

const KEY = 'doghotel:want-a-friend-list';

export const FRESH_LIST: ListMemory = {
  filters: NO_FILTERS,
  shown: DOGS_PER_STEP,
  openedDogId: null,
};

export function readListMemory(): ListMemory {
  const stored = readTabMemory(KEY) as Partial<ListMemory> | null;
  if (!stored || typeof stored.shown !== 'number' || typeof stored.filters !== 'object') {
    return FRESH_LIST;
  }
  return {
    filters: { ...NO_FILTERS, ...stored.filters },
    shown: Math.max(DOGS_PER_STEP, stored.shown),
    openedDogId: typeof stored.openedDogId === 'number' ? stored.openedDogId : null,
  };
}

export function writeListMemory(memory: ListMemory): void {
  writeTabMemory(KEY, memory);
}
