// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldWith } from './fieldFixture';
import { boundsOf } from './lines';
import { inQuote, quoteLines, unquoteLines } from './quote';

describe('quoteLines', () => {
  it.each([
    [
      'quotes the line with the caret',
      '<p>One</p><p>Tw|o</p>',
      '<p>One</p><blockquote><p>Two</p></blockquote>',
    ],
    [
      'quotes every line the selection touches, in one quote',
      '<p>O[ne</p><div>Two</div><p>Thr]ee</p><p>Four</p>',
      '<blockquote><p>One</p><div>Two</div><p>Three</p></blockquote><p>Four</p>',
    ],
    [
      'makes text typed straight into the field a quoted paragraph',
      'Wo|of<div>Next</div>',
      '<blockquote><p>Woof</p></blockquote><div>Next</div>',
    ],
    [
      'takes a quote among the lines into the new one',
      '<p>O[ne</p><blockquote><p>Tw]o</p></blockquote>',
      '<blockquote><p>One</p><p>Two</p></blockquote>',
    ],
  ])('%s', (_case, html, expected) => {
    const { root, range } = fieldWith(html);
    quoteLines(root, boundsOf(range));
    expect(root.innerHTML).toBe(expected);
  });

  it('gives an empty field an empty quote, with the caret in it', () => {
    const root = document.createElement('div');
    const range = document.createRange();
    range.setStart(root, 0);
    const caret = quoteLines(root, boundsOf(range));
    expect(root.innerHTML).toBe('<blockquote><p><br></p></blockquote>');
    expect(caret?.startContainer).toBe(root.querySelector('p'));
  });
});

describe('unquoteLines', () => {
  it.each([
    [
      'takes the line with the caret out, the others stay quoted around it',
      '<blockquote><p>One</p><p>Tw|o</p><p>Three</p></blockquote>',
      '<blockquote><p>One</p></blockquote><p>Two</p><blockquote><p>Three</p></blockquote>',
    ],
    [
      'takes a whole quote out',
      '<blockquote><p>[One</p><p>Two]</p></blockquote>',
      '<p>One</p><p>Two</p>',
    ],
    ['makes loose text in a quote a paragraph', '<blockquote>Wo|of</blockquote>', '<p>Woof</p>'],
  ])('%s', (_case, html, expected) => {
    const { root, range } = fieldWith(html);
    expect(inQuote(root, boundsOf(range))).toBe(true);
    unquoteLines(root, boundsOf(range));
    expect(root.innerHTML).toBe(expected);
  });

  it('keeps the selected text selectable where it moved', () => {
    const { root, range } = fieldWith('<blockquote><p>[One]</p></blockquote>');
    const text = range.startContainer;
    unquoteLines(root, boundsOf(range));
    expect(root.firstChild?.firstChild).toBe(text);
  });
});
