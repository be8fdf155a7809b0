import type { Language } from '@/shared/i18n';

/**
 * The month's name as a full date writes it: Ukrainian puts it in the genitive ("12 березня").
 * The names are here rather than asked of `Intl.DateTimeFormat` because making the page's first
 * one loads the browser's date data: 20 to 50 ms on a desktop, a long task several times that
 * on a phone, in the first render of every page that shows a date (the home page's reviews and
 * articles among them).
 */
const MONTHS: Record<Language, readonly string[]> = {
  uk: [
    'січня',
    'лютого',
    'березня',
    'квітня',
    'травня',
    'червня',
    'липня',
    'серпня',
    'вересня',
    'жовтня',
    'листопада',
    'грудня',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** The hotel is in Kyiv: a moment late at night UTC is dated as Kyiv saw it. */
const TIME_ZONE = 'Europe/Kyiv';
const HOUR_MS = 3_600_000;
/** Kyiv's offsets from UTC, in winter and in summer. */
const WINTER_MS = 2 * HOUR_MS;
const SUMMER_MS = 3 * HOUR_MS;

/** Made at the first moment that needs it, and kept: making one is the costly part. */
let kyivFormat: Intl.DateTimeFormat | undefined;

interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

function dayAtOffset(moment: Date, offsetMs: number): CalendarDay {
  const shifted = new Date(moment.getTime() + offsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/**
 * The day it was in Kyiv at `moment`. Its winter and summer offsets give the same day for all
 * but one hour of each day; only for that hour is the time zone's rule asked.
 */
function kyivDay(moment: Date): CalendarDay {
  const winter = dayAtOffset(moment, WINTER_MS);
  if (winter.day === dayAtOffset(moment, SUMMER_MS).day) return winter;
  kyivFormat ??= new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: TIME_ZONE,
  });
  const parts = kyivFormat.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * SPEC §9's full date, day, month's name and year ("12 березня 2026", "12 March 2026"), of the
 * day it was in Kyiv; empty for a date that cannot be read.
 */
export function fullDate(iso: string, language: Language): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const { year, month, day } = kyivDay(moment);
  return `${day} ${MONTHS[language][month - 1]} ${year}`;
}
