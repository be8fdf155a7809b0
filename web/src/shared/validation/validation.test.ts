import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  typedContactName,
  validateContactMessage,
  validateContactName,
  validateDogName,
  validateDogStory,
  validateEmail,
  validateLogin,
  validateName,
  validatePassword,
  validatePhone,
  validateQuestion,
  validateRequestEmail,
  validateRequestMessage,
  validateRequestName,
  validateReviewText,
} from './index';

interface Case {
  input: string;
  error: string | null;
}

/** The same table the Rust validators run (testdata/validation.json), so both sides agree. */
const table = JSON.parse(
  readFileSync(new URL('../../../../testdata/validation.json', import.meta.url), 'utf8'),
) as Record<keyof typeof validators, Case[]>;

const validators = {
  email: validateEmail,
  name: validateName,
  password: validatePassword,
  phone: validatePhone,
  dogRequestName: validateRequestName,
  dogRequestEmail: validateRequestEmail,
  dogRequestMessage: validateRequestMessage,
  dogName: validateDogName,
  dogStory: validateDogStory,
  login: validateLogin,
  contactName: validateContactName,
  contactPhone: validatePhone,
  contactEmail: validateEmail,
  contactMessage: validateContactMessage,
  question: validateQuestion,
  reviewText: validateReviewText,
} satisfies Record<string, (value: string) => string | null>;

for (const [rule, validate] of Object.entries(validators)) {
  describe(`the ${rule} rule`, () => {
    const cases = table[rule as keyof typeof table];

    it('has cases in the shared table', () => {
      expect(cases.length).toBeGreaterThan(0);
    });

    it.each(cases)('answers $error for "$input"', ({ input, error }) => {
      expect(validate(input)).toBe(error);
    });
  });
}

describe('typing a contact name', () => {
  it.each([
    ['Anna', 'Anna ', 'Anna '],
    ['Anna ', 'Anna  ', 'Anna '],
    ['Anna-', 'Anna--', 'Anna-'],
    ["Д'", "Д''", "Д'"],
    ['А'.repeat(56), 'А'.repeat(57), 'А'.repeat(56)],
  ])('after %j, typing to %j leaves %j', (before, typed, kept) => {
    expect(typedContactName(before, typed)).toBe(kept);
  });
});
