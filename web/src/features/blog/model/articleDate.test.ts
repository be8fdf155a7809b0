import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './articleDate';

describe('formatArticleDate', () => {
  it('writes day, month name and year in either language', () => {
    expect(formatArticleDate('2026-03-12T10:00:00Z', 'uk')).toBe('12 березня 2026');
    expect(formatArticleDate('2026-03-12T10:00:00Z', 'en')).toBe('12 March 2026');
  });

  it('dates an article as Kyiv saw it', () => {
    expect(formatArticleDate('2026-05-31T22:30:00Z', 'uk')).toBe('1 червня 2026');
    expect(formatArticleDate('2026-01-01T21:59:00Z', 'en')).toBe('1 January 2026');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatArticleDate('someday', 'uk')).toBe('');
  });
});
