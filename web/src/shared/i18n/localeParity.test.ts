import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LOCALES = new URL('../../locales/', import.meta.url);
/** i18next plural suffixes differ by language (uk has few/many, en has not); compare the base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function namespacesOf(language: string): string[] {
  return readdirSync(new URL(`${language}/`, LOCALES))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL_SUFFIX, '')];
  if (Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function readKeys(language: string, file: string): string[] {
  const json: unknown = JSON.parse(readFileSync(new URL(`${language}/${file}`, LOCALES), 'utf8'));
  return [...new Set(keysOf(json))].sort();
}

describe('locale files', () => {
  it('exist for the same namespaces in uk and en', () => {
    expect(namespacesOf('en')).toEqual(namespacesOf('uk'));
  });

  describe.each(namespacesOf('uk'))('%s', (file) => {
    it('has the same keys in uk and en', () => {
      const uk = readKeys('uk', file);
      const en = readKeys('en', file);
      expect({ onlyInUk: uk.filter((key) => !en.includes(key)) }).toEqual({ onlyInUk: [] });
      expect({ onlyInEn: en.filter((key) => !uk.includes(key)) }).toEqual({ onlyInEn: [] });
    });
  });
});
