import { describe, expect, it } from 'vitest';
import type { PriceItem } from '../api/types';
import { extraOptions, groupPrices } from './priceGroups';

const item = (
  id: string,
  target: 'dog' | 'cat',
  service: 'hotel' | 'additional',
  category: PriceItem['category'],
): PriceItem => ({
  id,
  target,
  service,
  category,
  title: id,
  description: '',
  discount: null,
  serviceCategories: [{ id: 1, name: 'Day', value: '750' }],
});

describe('groupPrices', () => {
  it('groups by target, service and category in page order', () => {
    const groups = groupPrices([
      item('dog-hotel', 'dog', 'hotel', 'hotel'),
      item('cat-hotel', 'cat', 'hotel', 'hotel'),
      item('cat-5', 'cat', 'hotel', 'hotel'),
      item('grooming', 'dog', 'additional', 'grooming'),
    ]);
    expect(groups.map((group) => [group.key, group.items.map((i) => i.id)])).toEqual([
      ['dog-hotel-hotel', ['dog-hotel']],
      ['cat-hotel-hotel', ['cat-hotel', 'cat-5']],
      ['dog-additional-grooming', ['grooming']],
    ]);
  });

  it('offers the additional lines to the calculator', () => {
    const options = extraOptions([
      item('dog-hotel', 'dog', 'hotel', 'hotel'),
      item('grooming', 'dog', 'additional', 'grooming'),
    ]);
    expect(options.map((option) => option.key)).toEqual(['grooming:1']);
  });
});
