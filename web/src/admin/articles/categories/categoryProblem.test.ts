import { describe, expect, it } from 'vitest';
import { languageOfCategoryProblem } from './categoryProblem';

const both = { uk: 'Поради', en: 'Tips' };

describe('languageOfCategoryProblem', () => {
  it.each([
    ['the field the server names', 'minCategoryNameLength', 'name.en', both, 'en'],
    ['a bare language field', 'invalidSymbol', 'uk', both, 'uk'],
    ['the empty name', 'enterCategoryName', undefined, { uk: 'Поради', en: ' ' }, 'en'],
    ['a duplicate, about the whole category', 'categoryExists', undefined, both, null],
    ['the seventh, about the whole list', 'maxCategoriesAmount', undefined, both, null],
  ] as const)('places %s', (_case, code, field, name, language) => {
    expect(languageOfCategoryProblem(code, field, name)).toBe(language);
  });
});
