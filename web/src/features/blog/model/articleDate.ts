import type { Language } from '@/shared/i18n';
import { dateFormat } from '@/shared/lib/dateFormat';

/** The hotel is in Kyiv: an article published late at night UTC is dated as Kyiv saw it. */
const TIME_ZONE = 'Europe/Kyiv';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-GB' };

/**
 * The day an article was added, as SPEC §9 writes full dates: day, month name, year
 * ("12 березня 2026", "12 March 2026"). Ukrainian formats add "р." after the year, which
 * a date under a title does not need.
 */
export function formatArticleDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).formatToParts(date);
  const lastValue = parts.findLastIndex((part) => part.type !== 'literal');
  return parts
    .slice(0, lastValue + 1)
    .map((part) => part.value)
    .join('');
}
