import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('paragraphsOf', () => {
  it.each([
    ['One.', ['One.']],
    ['One.\n\nTwo.', ['One.', 'Two.']],
    ['  One.\n \n\n  Two.  \n', ['One.', 'Two.']],
    ['One line\nand its second line', ['One line\nand its second line']],
    ['', []],
  ])('%j', (text, expected) => {
    expect(paragraphsOf(text)).toEqual(expected);
  });
});
