import { afterAll, describe, expect, it } from 'vitest';
import { formatMoment, formatMomentParts } from './formatDates';

const originalZone = process.env.TZ;
process.env.TZ = 'Europe/Kyiv';
afterAll(() => {
  process.env.TZ = originalZone;
});

describe('formatMomentParts', () => {
  it('words a moment in the local time zone', () => {
    expect(formatMomentParts('2026-11-13T07:00:00Z', 'uk')).toEqual({
      date: '13 лист. 2026 р.',
      time: '09:00',
    });
  });

  it('takes the date in the local time zone, where it may already be tomorrow', () => {
    expect(formatMomentParts('2026-11-12T22:30:00Z', 'uk')).toEqual({
      date: '13 лист. 2026 р.',
      time: '00:30',
    });
  });

  it.each(['uk', 'en'])('splits what formatMoment shows in one piece in %s', (language) => {
    const { date, time } = formatMomentParts('2026-07-01T06:05:00Z', language);
    expect(formatMoment('2026-07-01T06:05:00Z', language)).toBe(`${date}, ${time}`);
  });
});
