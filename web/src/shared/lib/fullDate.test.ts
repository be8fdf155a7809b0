import { describe, expect, it } from 'vitest';
import { fullDate } from './fullDate';

describe('fullDate', () => {
  it('writes day, month name and year in either language', () => {
    expect(fullDate('2026-03-12T10:00:00Z', 'uk')).toBe('12 березня 2026');
    expect(fullDate('2026-03-12T10:00:00Z', 'en')).toBe('12 March 2026');
  });

  it('names every month as Intl does in the genitive', () => {
    const intl = new Intl.DateTimeFormat('uk-UA', {
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      const moment = new Date(Date.UTC(2026, month, 15, 12));
      expect(fullDate(moment.toISOString(), 'uk')).toBe(`${intl.format(moment)} 2026`);
    }
  });

  it('dates a moment as Kyiv saw it, in winter and in summer', () => {
    expect(fullDate('2026-05-31T22:30:00Z', 'uk')).toBe('1 червня 2026');
    expect(fullDate('2026-05-31T20:59:00Z', 'uk')).toBe('31 травня 2026');
    expect(fullDate('2026-01-01T21:59:00Z', 'en')).toBe('1 January 2026');
    expect(fullDate('2026-01-01T22:00:00Z', 'en')).toBe('2 January 2026');
    expect(fullDate('2026-07-01T21:00:00Z', 'en')).toBe('2 July 2026');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(fullDate('someday', 'uk')).toBe('');
  });
});
