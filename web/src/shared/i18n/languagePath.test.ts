import { describe, expect, it } from 'vitest';
import { splitLanguagePrefix, switchLanguagePath, withLanguagePrefix } from './languagePath';

describe('splitLanguagePrefix', () => {
  it.each([
    ['/', null, '/'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/uk/404-not-found', 'uk', '/404-not-found'],
    ['/en/want-a-friend/dog/7', 'en', '/want-a-friend/dog/7'],
    ['/english', null, '/english'],
    ['/ru/prices', null, '/ru/prices'],
    ['/prices/en', null, '/prices/en'],
  ])('splits %s into %s and %s', (path, language, rest) => {
    expect(splitLanguagePrefix(path)).toEqual({ language, rest });
  });
});

describe('withLanguagePrefix', () => {
  it('prefixes a page path', () => {
    expect(withLanguagePrefix('/blog/0', 'en')).toBe('/en/blog/0');
  });

  it('turns the root into the bare prefix', () => {
    expect(withLanguagePrefix('/', 'uk')).toBe('/uk');
  });

  it('leaves the path alone without a language', () => {
    expect(withLanguagePrefix('/contacts', null)).toBe('/contacts');
  });
});

describe('switchLanguagePath', () => {
  it('replaces the language segment', () => {
    expect(switchLanguagePath('/uk/about/photo', 'en')).toBe('/en/about/photo');
  });

  it('adds a prefix to a path that had none, so the URL carries the choice', () => {
    expect(switchLanguagePath('/about', 'en')).toBe('/en/about');
    expect(switchLanguagePath('/', 'uk')).toBe('/uk');
  });

  it('goes back from English to Ukrainian', () => {
    expect(switchLanguagePath('/en', 'uk')).toBe('/uk');
  });

  it('only treats a whole first segment as a language', () => {
    expect(switchLanguagePath('/english', 'uk')).toBe('/uk/english');
  });
});
