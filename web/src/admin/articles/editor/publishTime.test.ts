import { afterAll, describe, expect, it } from 'vitest';
import {
  futurePublishAt,
  publishAtOf,
  suggestedTimeFieldValue,
  toTimeFieldValue,
} from './publishTime';

// The staff's browsers run in Kyiv time: UTC+2 in winter, UTC+3 from the last Sunday of March.
const originalZone = process.env.TZ;
process.env.TZ = 'Europe/Kyiv';
afterAll(() => {
  process.env.TZ = originalZone;
});

describe('toTimeFieldValue', () => {
  it.each([
    ['a winter instant', '2026-11-13T07:00:00Z', '2026-11-13T09:00'],
    ['a summer instant', '2026-07-01T06:05:59Z', '2026-07-01T09:05'],
    ['an instant on the evening before in UTC', '2026-01-31T22:30:00Z', '2026-02-01T00:30'],
  ])('shows %s in Kyiv time, to the minute', (_case, instant, shown) => {
    expect(toTimeFieldValue(new Date(instant))).toBe(shown);
  });
});

describe('publishAtOf', () => {
  it.each([
    ['in winter', '2026-11-13T09:00', '2026-11-13T07:00:00.000Z'],
    ['in summer', '2026-07-01T09:00', '2026-07-01T06:00:00.000Z'],
    ['with seconds', '2026-07-01T09:00:30', '2026-07-01T06:00:30.000Z'],
  ])('reads a Kyiv time %s as its UTC instant', (_case, value, instant) => {
    expect(publishAtOf(value)).toBe(instant);
  });

  it.each([
    ['an empty field', ''],
    ['a date without a time, which Date would take for UTC', '2026-11-13'],
    ['a month that does not exist', '2026-13-01T09:00'],
    ['text', 'tomorrow at nine'],
  ])('refuses %s', (_case, value) => {
    expect(publishAtOf(value)).toBeNull();
  });
});

describe('suggestedTimeFieldValue', () => {
  it.each([
    ['in the afternoon', '2026-11-12T13:30:00Z', '2026-11-13T09:00'],
    ['already past nine', '2026-11-12T08:00:00Z', '2026-11-13T09:00'],
    ['on New Year’s Eve', '2026-12-31T21:50:00Z', '2027-01-01T09:00'],
    // 23:30 on 28 March: 24 hours later is already 30 March, after the clocks went forward.
    ['just before the night the clocks go forward', '2026-03-28T21:30:00Z', '2026-03-29T09:00'],
  ])('is tomorrow at 09:00 when asked %s', (_case, now, suggested) => {
    expect(suggestedTimeFieldValue(null, new Date(now))).toBe(suggested);
  });

  it('is the scheduled time when there is one', () => {
    const now = new Date('2026-11-12T13:30:00Z');
    expect(suggestedTimeFieldValue('2026-11-20T16:45:00Z', now)).toBe('2026-11-20T18:45');
  });

  it('names tomorrow 09:00 in Kyiv as its UTC instant', () => {
    const suggested = suggestedTimeFieldValue(null, new Date('2026-07-15T12:00:00Z'));
    expect(publishAtOf(suggested)).toBe('2026-07-16T06:00:00.000Z');
  });
});

describe('futurePublishAt', () => {
  const now = new Date('2026-11-12T13:30:20Z');

  it('is the instant of a time after now', () => {
    expect(futurePublishAt('2026-11-12T15:31', now)).toBe('2026-11-12T13:31:00.000Z');
  });

  it.each([
    ['the current minute, already begun', '2026-11-12T15:30'],
    ['a minute ago', '2026-11-12T15:29'],
    ['yesterday', '2026-11-11T09:00'],
    ['an empty field', ''],
  ])('refuses %s, as the server would', (_case, value) => {
    expect(futurePublishAt(value, now)).toBeNull();
  });
});
