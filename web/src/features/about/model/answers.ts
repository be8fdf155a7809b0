/** SPEC §9 "answers collapse at 3": from this many answers on they start collapsed. */
export const ANSWERS_COLLAPSE_AT = 3;

/** What a review shows of its answers: listed in full, or as a row of avatar thumbnails. */
export interface AnswersView<T> {
  listed: readonly T[];
  thumbnails: readonly T[];
}

/**
 * SPEC §4: a review with 3 or more answers shows them as collapsed avatar thumbnails and a
 * "show more answers" button; fewer are listed at once. Opened, every answer is listed.
 */
export function answersView<T>(answers: readonly T[], opened: boolean): AnswersView<T> {
  const collapsed = answers.length >= ANSWERS_COLLAPSE_AT && !opened;
  return collapsed ? { listed: [], thumbnails: answers } : { listed: answers, thumbnails: [] };
}
