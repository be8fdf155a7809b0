import type { TFunction } from 'i18next';
import type { Language } from '@/shared/i18n';
import { fullDate } from '@/shared/lib/fullDate';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** SPEC §9: up to 3 whole days a date is told as "days ago"; older ones by the calendar. */
const MAX_DAYS_AGO = 3;

/** How long ago something was written, in the largest whole unit SPEC §9 words it in. */
export type Elapsed =
  { unit: 'date' } | { unit: 'days' | 'hours' | 'minutes'; count: number } | { unit: 'now' };

/**
 * SPEC §9 "Relative dates": over 3 days the full date; 1 to 3 whole days "days ago"; then
 * hours, minutes and "now". A date a little ahead of this device's clock is "now" too.
 */
export function elapsedSince(written: Date, now: Date): Elapsed {
  const elapsed = now.getTime() - written.getTime();
  const days = Math.floor(elapsed / DAY_MS);
  if (days > MAX_DAYS_AGO) return { unit: 'date' };
  if (days >= 1) return { unit: 'days', count: days };
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= 1) return { unit: 'hours', count: hours };
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (minutes >= 1) return { unit: 'minutes', count: minutes };
  return { unit: 'now' };
}

/**
 * A review's date as the page words it. The counts go through i18next's plurals, which follow
 * `Intl.PluralRules`: Ukrainian has one (1, 21), few (2–4, 22–24) and many (5–20, 11–14) forms.
 */
export function reviewDate(
  date: string,
  now: Date,
  t: TFunction<'about'>,
  language: Language,
): string {
  const elapsed = elapsedSince(new Date(date), now);
  switch (elapsed.unit) {
    case 'date':
      return fullDate(date, language);
    case 'now':
      return t('feedback.ago.now');
    default:
      return t(`feedback.ago.${elapsed.unit}`, { count: elapsed.count });
  }
}
