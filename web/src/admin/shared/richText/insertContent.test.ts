// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldWith } from './fieldFixture';
import { insertContent } from './insertContent';

/** The field's markup with the caret after insertion shown as `|`. */
function withCaret(root: HTMLElement, caret: Range): string {
  caret.insertNode(document.createTextNode('|'));
  return root.innerHTML;
}

describe('insertContent', () => {
  it.each([
    [
      'one paragraph joins the line',
      '<p>A | dog</p>',
      '<p>calm <b>big</b></p>',
      '<p>A calm <b>big</b>| dog</p>',
    ],
    ['it replaces the selection', '<p>A [wild] dog</p>', '<p>calm</p>', '<p>A calm| dog</p>'],
    [
      'several paragraphs split the line, the first and last joining its ends',
      '<p>A | dog</p>',
      '<p>one</p><p>two</p><p>three</p>',
      '<p>A one</p><p>two</p><p>three| dog</p>',
    ],
    [
      'a quote and a list stay blocks of their own',
      '<p>Start|</p>',
      '<blockquote><p>Q</p></blockquote><ul><li>L</li></ul>',
      '<p>Start</p><blockquote><p>Q</p></blockquote><ul><li>L|</li></ul>',
    ],
    [
      'into a quote, the paragraphs stay in it',
      '<blockquote><p>A|</p></blockquote>',
      '<p>one</p><p>two</p>',
      '<blockquote><p>Aone</p><p>two|</p></blockquote>',
    ],
    [
      'into loose text, it becomes paragraphs',
      'Wo|of',
      '<p>one</p><p>two</p>',
      '<p>Woone</p><p>two|of</p>',
    ],
    ['into an empty field', '|', '<p>one</p><p>two</p>', '<p>one</p><p>two|</p>'],
  ])('%s', (_case, html, pasted, expected) => {
    const { root, range } = fieldWith(html);
    expect(withCaret(root, insertContent(root, range, pasted))).toBe(expected);
  });
});
