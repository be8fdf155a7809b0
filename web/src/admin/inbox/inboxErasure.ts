import type { InboxItem } from './api/inboxTypes';

/**
 * When a visitor's personal data went, and how: by a staff member, on the schedule that erases
 * requests past 24 months, or, should the history not tell yet, unknown.
 */
export type Erasure =
  | { at: string; by: 'staff'; login: string }
  | { at: string; by: 'schedule' }
  | { at: string; by: 'unknown' };

/**
 * How an item's visitor was forgotten, or `null` while they are not. The moment is the item's
 * own; how, its history's erasure step (a staff login, or none on schedule).
 */
export function erasureOf({
  erasedAt,
  history,
}: Pick<InboxItem, 'erasedAt' | 'history'>): Erasure | null {
  if (!erasedAt) return null;
  const step = history.find(({ action }) => action === 'ERASED');
  if (!step) return { at: erasedAt, by: 'unknown' };
  return step.actor === null
    ? { at: erasedAt, by: 'schedule' }
    : { at: erasedAt, by: 'staff', login: step.actor };
}
