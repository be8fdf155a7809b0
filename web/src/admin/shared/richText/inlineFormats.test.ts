// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldWith } from './fieldFixture';
import { formatsAt, insertText, rangeHasFormat, toggleFormat } from './inlineFormats';

describe('toggleFormat', () => {
  it.each([
    ['makes the selected words bold', '<p>A [calm] dog</p>', 'b', '<p>A <b>calm</b> dog</p>'],
    [
      'takes bold away when all the selection is bold',
      '<p><b>A [calm] dog</b></p>',
      'b',
      '<p><b>A </b>calm<b> dog</b></p>',
    ],
    [
      'makes all of a half bold selection bold, in one element',
      '<p>A [ca<b>lm d]og</b></p>',
      'b',
      '<p>A <b>calm dog</b></p>',
    ],
    [
      'highlights across paragraphs, each in its own',
      '<p>One [two</p><p>three] four</p>',
      'mark',
      '<p>One <mark>two</mark></p><p><mark>three</mark> four</p>',
    ],
    [
      'keeps the other styles of text it takes one away from',
      '<p><b><i>A [calm] dog</i></b></p>',
      'b',
      '<p><b><i>A </i></b><i>calm</i><b><i> dog</i></b></p>',
    ],
    [
      'reads strong as bold, as the saved markup does',
      '<p><strong>[calm]</strong></p>',
      'b',
      '<p>calm</p>',
    ],
    ['italicises text typed straight into the field', '[Woof]', 'i', '<i>Woof</i>'],
  ] as const)('%s', (_case, html, format, expected) => {
    const { root, range } = fieldWith(html);
    const selected = range.toString();
    const after = toggleFormat(root, range, format);
    expect(root.innerHTML).toBe(expected);
    expect(after.toString()).toBe(selected);
  });

  it('toggles back to the markup it started from', () => {
    const { root, range } = fieldWith('<p>A [calm] dog</p>');
    const bold = toggleFormat(root, range, 'b');
    toggleFormat(root, bold, 'b');
    expect(root.innerHTML.replace(/<\/?b>/g, '')).toBe('<p>A calm dog</p>');
    expect(root.querySelector('b')).toBeNull();
  });

  it('leaves a selection without text as it is', () => {
    const { root, range } = fieldWith('<p>A</p><p><br></p>');
    range.selectNode(root.querySelector('br') as Node);
    toggleFormat(root, range, 'b');
    expect(root.innerHTML).toBe('<p>A</p><p><br></p>');
  });
});

describe('rangeHasFormat', () => {
  it.each([
    ['all bold', '<p><b>[A calm]</b> dog</p>', true],
    ['partly bold', '<p><b>[A calm</b> d]og</p>', false],
    ['bold but for the space between', '<p><b>[A</b> <b>calm]</b></p>', true],
    ['no text', '<p>[]</p>', false],
  ])('is %s', (_case, html, expected) => {
    const { root, range } = fieldWith(html);
    expect(rangeHasFormat(root, range, 'b')).toBe(expected);
  });
});

describe('formatsAt', () => {
  it('names every style around the text', () => {
    const { root, range } = fieldWith('<p><b><mark>A| dog</mark></b></p>');
    expect([...formatsAt(root, range.startContainer)].sort()).toEqual(['b', 'mark']);
  });
});

describe('insertText', () => {
  it.each([
    ['bold in plain text', '<p>A | dog</p>', ['b'], '<p>A <b>calm</b> dog</p>'],
    ['plain in bold text', '<p><b>A | dog</b></p>', [], '<p><b>A </b>calm<b> dog</b></p>'],
    [
      'plain in bold italic text, still italic',
      '<p><b><i>A | dog</i></b></p>',
      ['i'],
      '<p><b><i>A </i></b><i>calm</i><b><i> dog</i></b></p>',
    ],
    ['highlighted into an empty field', '|', ['mark'], '<mark>calm</mark>'],
  ] as const)('types %s', (_case, html, formats, expected) => {
    const { root, range } = fieldWith(html);
    const caret = insertText(root, range, 'calm', new Set(formats));
    expect(root.innerHTML).toBe(expected);
    expect(caret.collapsed).toBe(true);
    expect(caret.startContainer.textContent).toBe('calm');
    expect(caret.startOffset).toBe(4);
  });
});
