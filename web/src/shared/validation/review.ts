/**
 * The text of a review or an answer, as the server checks it (`ReviewText` in `command/`), which
 * answers the same key for the same inputs (testdata/validation.json). Lengths count characters
 * (code points); the value is checked with its end trimmed, as it is sent.
 */
export const REVIEW_TEXT_LENGTH = { min: 2, max: 1000 } as const;

export type ReviewTextError = 'theReviewMustBe';

/** Letters of any script, digits, whitespace and common punctuation; no `<` or `>`. */
const REVIEW_CHARACTERS = /^[\p{Alphabetic}\p{N}\p{White_Space}?!.,;:'"()\-–—…«»№%+/’ʼ“”„]*$/u;

/** Three line breaks with nothing but whitespace between them: two blank lines in a row. */
const TWO_BLANK_LINES = /\n[^\S\n]*\n[^\S\n]*\n/u;

export function validateReviewText(value: string): ReviewTextError | null {
  const text = value.trimEnd();
  const length = [...text].length;
  const valid =
    length >= REVIEW_TEXT_LENGTH.min &&
    length <= REVIEW_TEXT_LENGTH.max &&
    !/^\p{White_Space}/u.test(text) &&
    REVIEW_CHARACTERS.test(text) &&
    !TWO_BLANK_LINES.test(text);
  return valid ? null : 'theReviewMustBe';
}
