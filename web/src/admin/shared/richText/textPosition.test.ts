// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fieldWith } from './fieldFixture';
import { normalizeRichText } from './richText';
import { placeAt, textPositionOf } from './textPosition';

describe('text positions', () => {
  it('find the same text after the markup is settled', () => {
    const { root, range } = fieldWith('Тиха [собака]<div>спить</div>');
    const start = textPositionOf(root, range.startContainer, range.startOffset);
    const end = textPositionOf(root, range.endContainer, range.endOffset);
    root.innerHTML = normalizeRichText(root.innerHTML);
    const settled = document.createRange();
    settled.setStart(...placeAt(root, start));
    settled.setEnd(...placeAt(root, end));
    expect(root.innerHTML).toBe('<p>Тиха собака</p><p>спить</p>');
    expect(settled.toString()).toBe('собака');
  });

  it('put a place past the text at the field’s end', () => {
    const { root } = fieldWith('<p>Woof</p>');
    expect(placeAt(root, 10)).toEqual([root, 1]);
  });
});
