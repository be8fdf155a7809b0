import { describe, expect, it } from 'vitest';
import { categoryTabs, shortLabel } from './categoryTabs';

describe('shortLabel', () => {
  it.each([
    ['Поради', 'Поради'],
    ['Здоров’ячко', 'Здоров’ячк...'],
    ['Виховання', 'Виховання'],
    ['Десятьліте', 'Десятьліте'],
    ['Одинадцятка', 'Одинадцятк...'],
    ['Догляд за собаками', 'Догляд за...'],
    ['🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶', '🐶🐶🐶🐶🐶🐶🐶🐶🐶🐶...'],
  ])('shows %s as %s', (name, label) => {
    expect(shortLabel(name)).toBe(label);
  });
});

describe('categoryTabs', () => {
  const health = { id: 4, name: 'Здоров’я тварин' };
  const care = { id: 2, name: 'Догляд' };

  it('offers no tabs for one category or none', () => {
    expect(categoryTabs([], 'Усі')).toEqual([]);
    expect(categoryTabs([care], 'Усі')).toEqual([]);
  });

  it('puts "all" (id 0) first, then the categories in their order', () => {
    expect(categoryTabs([health, care], 'Усі')).toEqual([
      { id: 0, name: 'Усі', label: 'Усі' },
      { id: 4, name: 'Здоров’я тварин', label: 'Здоров’я т...' },
      { id: 2, name: 'Догляд', label: 'Догляд' },
    ]);
  });
});
