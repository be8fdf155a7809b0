import { describe, expect, it } from 'vitest';
import { cleanName, validateDogName, validateDogStory } from './dogTextRules';

// The server's cases (`command/src/dog/fields.rs`), so both sides refuse the same names.
describe('dog names', () => {
  it.each([
    ['Бровко', null],
    ['  Rex  ', null],
    ['Рекс   Молодший', null],
    ["Д'Артаньян", null],
    ['Ґава-Їжачок', null],
    ['Lucky’s', null],
    ['Jo', null],
    ['a'.repeat(30), null],
    ['', 'fieldNameNotEmpty'],
    ['   ', 'fieldNameNotEmpty'],
    ['R', 'minDogNameLength'],
    ['R-', 'minDogNameLength'],
    ["Я '", 'minDogNameLength'],
    ['a'.repeat(31), 'maxDogNameLength'],
    ['Rex2', 'invalidSymbol'],
    ['Rex!', 'invalidSymbol'],
    ['<b>Rex</b>', 'invalidSymbol'],
    ['Ρεξ', 'invalidSymbol'],
  ])('%j → %s', (name, expected) => {
    expect(validateDogName(name)).toBe(expected);
  });

  it('are stored trimmed, with runs of spaces made one', () => {
    expect(cleanName('  Рекс \t  Молодший ')).toBe('Рекс Молодший');
  });
});

describe('dog stories', () => {
  it.each([
    ['Дуже добрий пес.', null],
    ['  0123456789  ', null],
    ['Рядок один.\nРядок два.\tТаб.', null],
    ['x'.repeat(3000), null],
    ['', 'fieldNameNotEmpty'],
    [' \n\t ', 'fieldNameNotEmpty'],
    ['012345678', 'minDogDescriptionLength'],
    ['x'.repeat(3001), 'maxDogDescriptionLength'],
    ['Добрий\u0000пес, дуже', 'invalidSymbol'],
  ])('%j → %s', (story, expected) => {
    expect(validateDogStory(story)).toBe(expected);
  });

  it('count characters, not UTF-16 units', () => {
    expect(validateDogStory('🐕'.repeat(10))).toBeNull();
  });
});
