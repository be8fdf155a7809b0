import { describe, expect, it } from 'vitest';
import type { DogCard, DogPage } from '../api/types';
import { NO_FILTERS } from './dogFilters';
import { DOGS_PER_STEP, dogListView, needsNextPage, newestFirst } from './dogListView';

function dog(id: number, overrides: Partial<DogCard> = {}): DogCard {
  return {
    id,
    parentDogId: id,
    name: `Dog ${id}`,
    dogSex: id % 2 === 0 ? 'MALE' : 'FEMALE',
    sizeId: 2,
    size: 'Medium',
    birthDate: '2023-04-01',
    ageBand: 'oneToFiveYears',
    hasGuardianship: false,
    mainPhoto: null,
    ...overrides,
  };
}

/** `count` dogs with ids count..1 cut into server pages of 6, as the API answers them. */
function serverPages(count: number, loadedPages: number): { pages: DogPage[]; all: DogCard[] } {
  const all = Array.from({ length: count }, (_, index) => dog(count - index));
  const totalPages = Math.ceil(count / DOGS_PER_STEP);
  const pages = Array.from({ length: loadedPages }, (_, index) => ({
    content: all.slice(index * DOGS_PER_STEP, (index + 1) * DOGS_PER_STEP),
    last: index + 1 >= totalPages,
    totalElements: count,
    totalPages,
  }));
  return { pages, all };
}

const ids = (dogs: DogCard[]) => dogs.map((d) => d.id);

describe('the unfiltered dog list', () => {
  it('shows the first page and offers more while the server has dogs left', () => {
    const view = dogListView(serverPages(14, 1), NO_FILTERS, 6);
    expect(ids(view.dogs)).toEqual([14, 13, 12, 11, 10, 9]);
    expect(view.canShowMore).toBe(true);
    expect(view.total).toBe(14);
    expect(view.empty).toBeNull();
  });

  it('asks for the next server page when "more" goes past the loaded dogs', () => {
    expect(needsNextPage(serverPages(14, 1), NO_FILTERS, 12)).toBe(true);
    expect(needsNextPage(serverPages(14, 2), NO_FILTERS, 12)).toBe(false);
    expect(needsNextPage(serverPages(14, 2), NO_FILTERS, 18)).toBe(true);
  });

  it('stops at the last server page', () => {
    const source = serverPages(14, 3);
    expect(needsNextPage(source, NO_FILTERS, 24)).toBe(false);
    const view = dogListView(source, NO_FILTERS, 18);
    expect(view.dogs).toHaveLength(14);
    expect(view.canShowMore).toBe(false);
  });

  it('appends pages newest first and shows a dog on two pages once', () => {
    const [first, second] = serverPages(12, 2).pages;
    if (!first || !second) throw new Error('two pages expected');
    // A dog published between the two requests pushes dog 7 onto page 2 as well.
    const shifted = [first, { ...second, content: [dog(7), ...second.content] }];
    const view = dogListView({ pages: shifted, all: undefined }, NO_FILTERS, 12);
    expect(ids(view.dogs)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('says when there are no dogs at all', () => {
    const view = dogListView(serverPages(0, 1), NO_FILTERS, 6);
    expect(view.empty).toBe('noDogs');
    expect(view.canShowMore).toBe(false);
  });
});

describe('the filtered dog list', () => {
  it('filters the full list, not the loaded pages', () => {
    const source = serverPages(20, 1);
    const view = dogListView(source, { ...NO_FILTERS, sex: 'FEMALE' }, 6);
    expect(ids(view.dogs)).toEqual([19, 17, 15, 13, 11, 9]);
    expect(view.canShowMore).toBe(true);
    expect(dogListView(source, { ...NO_FILTERS, sex: 'FEMALE' }, 12).dogs).toHaveLength(10);
  });

  it('never asks the server for more pages', () => {
    expect(needsNextPage(serverPages(20, 1), { ...NO_FILTERS, sex: 'FEMALE' }, 12)).toBe(false);
  });

  it('combines sex, age and size', () => {
    const all = [
      dog(5, { dogSex: 'MALE', ageBand: 'beforeAYear', sizeId: 1 }),
      dog(4, { dogSex: 'MALE', ageBand: 'beforeAYear', sizeId: 3 }),
      dog(3, { dogSex: 'FEMALE', ageBand: 'beforeAYear', sizeId: 1 }),
      dog(2, { dogSex: 'MALE', ageBand: 'fiveAndMore', sizeId: 1 }),
    ];
    const view = dogListView({ pages: [], all }, { sex: 'MALE', age: 'beforeAYear', size: 1 }, 6);
    expect(ids(view.dogs)).toEqual([5]);
    expect(view.canShowMore).toBe(false);
  });

  it('tells "no matches" apart from "no dogs"', () => {
    const filters = { ...NO_FILTERS, size: 3 as const };
    expect(dogListView(serverPages(4, 1), filters, 6).empty).toBe('noMatches');
    expect(dogListView(serverPages(0, 1), filters, 6).empty).toBe('noDogs');
  });

  it('shows the header count of every dog, not of the matches', () => {
    expect(dogListView(serverPages(9, 1), { ...NO_FILTERS, sex: 'MALE' }, 6).total).toBe(9);
  });
});

describe('newestFirst', () => {
  it('orders by parentDogId descending', () => {
    expect(ids(newestFirst([dog(2), dog(9), dog(5)]))).toEqual([9, 5, 2]);
  });
});
