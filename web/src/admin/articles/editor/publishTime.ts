/**
 * The time a scheduled publication is chosen by: a `datetime-local` value (`2026-11-13T09:00`),
 * which names a wall-clock time in the browser's own time zone, and the instant sent to the
 * server (ISO, UTC).
 */

/** The hour a publication is first suggested for: readers open the blog in the morning. */
const SUGGESTED_HOUR = 9;

// A date alone (`2026-11-13`) would be read as UTC midnight, not as a local time: refused.
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` field shows it: in the browser's time zone, to the minute. */
export function toTimeFieldValue(moment: Date): string {
  const date = `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
  return `${date}T${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}

/** The instant a `datetime-local` value names (ISO, UTC); `null` for an empty or broken one. */
export function publishAtOf(value: string): string | null {
  if (!LOCAL_TIME.test(value)) return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** What the field offers first: the time already scheduled, else tomorrow morning. */
export function suggestedTimeFieldValue(publishAt: string | null, now: Date): string {
  if (publishAt !== null) return toTimeFieldValue(new Date(publishAt));
  // Calendar arithmetic, not 24 hours: a day with a clock change is 23 or 25 hours long.
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  tomorrow.setHours(SUGGESTED_HOUR, 0, 0, 0);
  return toTimeFieldValue(tomorrow);
}

/** The instant to send, if the value names one after `now`: the server refuses any other. */
export function futurePublishAt(value: string, now: Date): string | null {
  const publishAt = publishAtOf(value);
  return publishAt !== null && Date.parse(publishAt) > now.getTime() ? publishAt : null;
}
