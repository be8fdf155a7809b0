import type { AgeBand, DogCard, DogSex, SizeId } from '../api/types';

/** SPEC §2 dog list sidebar: each group offers "all" plus its values. */
export interface DogFilters {
  sex: DogSex | 'all';
  age: AgeBand | 'all';
  size: SizeId | 'all';
}

export const NO_FILTERS: DogFilters = { sex: 'all', age: 'all', size: 'all' };

export const SEX_OPTIONS = ['all', 'MALE', 'FEMALE'] as const;
export const AGE_OPTIONS = ['all', 'beforeAYear', 'oneToFiveYears', 'fiveAndMore'] as const;
export const SIZE_OPTIONS = ['all', 1, 2, 3] as const;

export function isFiltered(filters: DogFilters): boolean {
  return filters.sex !== 'all' || filters.age !== 'all' || filters.size !== 'all';
}

export function matchesFilters(dog: DogCard, filters: DogFilters): boolean {
  return (
    (filters.sex === 'all' || dog.dogSex === filters.sex) &&
    (filters.age === 'all' || dog.ageBand === filters.age) &&
    (filters.size === 'all' || dog.sizeId === filters.size)
  );
}
