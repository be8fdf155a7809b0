import { describe, expect, it } from 'vitest';
import { cleanName, validateDogStory } from './dogText';

// The accepted and refused names and stories are cases of the shared table
// (testdata/validation.json, run by validation.test.ts); these are the rules' other promises.
describe('dog names', () => {
  it('are stored trimmed, with runs of spaces made one', () => {
    expect(cleanName('  Рекс \t  Молодший ')).toBe('Рекс Молодший');
  });
});

describe('dog stories', () => {
  it('count characters, not UTF-16 units', () => {
    expect(validateDogStory('🐕'.repeat(10))).toBeNull();
  });
});
