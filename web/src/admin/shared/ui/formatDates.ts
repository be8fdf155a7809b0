/** A moment from the server (RFC 3339) in the admin's local time zone and language. */
export function formatMoment(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
}

/** The date and the time of {@link formatMoment} apart, for a sentence that words them itself. */
export function formatMomentParts(at: string, language: string): { date: string; time: string } {
  const moment = new Date(at);
  return {
    date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(moment),
    time: new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(moment),
  };
}

/** A calendar date (`yyyy-mm-dd`), which has no time zone: shown as the same date anywhere. */
export function formatCalendarDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}
