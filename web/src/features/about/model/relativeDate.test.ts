import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/about.json';
import uk from '@/locales/uk/about.json';
import { elapsedSince, reviewDate } from './relativeDate';

const NOW = new Date('2024-03-20T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('how long ago a review was written', () => {
  it.each([
    [0, { unit: 'now' }],
    [59_999, { unit: 'now' }],
    [-5 * MINUTE, { unit: 'now' }],
    [MINUTE, { unit: 'minutes', count: 1 }],
    [59 * MINUTE, { unit: 'minutes', count: 59 }],
    [HOUR, { unit: 'hours', count: 1 }],
    [23 * HOUR + 59 * MINUTE, { unit: 'hours', count: 23 }],
    [DAY, { unit: 'days', count: 1 }],
    [2 * DAY + 5 * HOUR, { unit: 'days', count: 2 }],
    [3 * DAY + 23 * HOUR, { unit: 'days', count: 3 }],
    [4 * DAY, { unit: 'date' }],
    [400 * DAY, { unit: 'date' }],
  ])('%i ms ago is %j', (elapsed, expected) => {
    expect(elapsedSince(ago(elapsed), NOW)).toEqual(expected);
  });
});

async function translator(language: 'uk' | 'en'): Promise<TFunction<'about'>> {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { uk: { about: uk }, en: { about: en } } });
  return i18n.getFixedT(language, 'about') as unknown as TFunction<'about'>;
}

const worded = async (language: 'uk' | 'en', elapsed: number) =>
  reviewDate(ago(elapsed).toISOString(), NOW, await translator(language), language);

describe('a review’s date in Ukrainian, with the Slavic plural forms', () => {
  it.each([
    [0, 'щойно'],
    [MINUTE, '1 хвилину тому'],
    [2 * MINUTE, '2 хвилини тому'],
    [4 * MINUTE, '4 хвилини тому'],
    [5 * MINUTE, '5 хвилин тому'],
    [11 * MINUTE, '11 хвилин тому'],
    [12 * MINUTE, '12 хвилин тому'],
    [14 * MINUTE, '14 хвилин тому'],
    [21 * MINUTE, '21 хвилину тому'],
    [22 * MINUTE, '22 хвилини тому'],
    [25 * MINUTE, '25 хвилин тому'],
    [HOUR, '1 годину тому'],
    [3 * HOUR, '3 години тому'],
    [11 * HOUR, '11 годин тому'],
    [21 * HOUR, '21 годину тому'],
    [DAY, '1 день тому'],
    [2 * DAY, '2 дні тому'],
    [3 * DAY, '3 дні тому'],
  ])('%i ms ago reads "%s"', async (elapsed, text) => {
    expect(await worded('uk', elapsed)).toBe(text);
  });

  it('gives an older review its full date with the month’s name', async () => {
    expect(await worded('uk', 10 * DAY)).toMatch(/^10 березня 2024/);
  });
});

describe('a review’s date in English', () => {
  it.each([
    [0, 'just now'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [21 * MINUTE, '21 minutes ago'],
    [HOUR, '1 hour ago'],
    [5 * HOUR, '5 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY, '3 days ago'],
  ])('%i ms ago reads "%s"', async (elapsed, text) => {
    expect(await worded('en', elapsed)).toBe(text);
  });

  it('gives an older review its full date with the month’s name', async () => {
    expect(await worded('en', 10 * DAY)).toBe('10 March 2024');
  });
});
