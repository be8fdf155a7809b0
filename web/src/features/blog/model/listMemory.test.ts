// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readShownPages, writeShownPages } from './listMemory';

describe('the blog list memory', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the pages shown per language and address', () => {
    writeShownPages('uk:/blog/0', 3);
    writeShownPages('en:/blog/0', 2);
    expect(readShownPages('uk:/blog/0')).toBe(3);
    expect(readShownPages('en:/blog/0')).toBe(2);
    expect(readShownPages('uk:/blog/4')).toBe(1);
  });

  it('starts with one page without a memory or with a broken one', () => {
    expect(readShownPages('uk:/blog/0')).toBe(1);
    sessionStorage.setItem('doghotel:blog-lists', '{"uk:/blog/0": "many"}');
    expect(readShownPages('uk:/blog/0')).toBe(1);
    sessionStorage.setItem('doghotel:blog-lists', 'not json');
    expect(readShownPages('uk:/blog/0')).toBe(1);
  });
});
