import { describe, expect, it } from 'vitest';
import {
  addBlock,
  changeBlock,
  MAX_BLOCKS,
  moveBlock,
  removeBlock,
  type EditorBlock,
} from './blocks';

const blocks: EditorBlock[] = [
  { key: 'a', type: 'TEXT', value: '<p>A</p>' },
  { key: 'b', type: 'QUOTE', value: '<p>B</p>' },
  { key: 'c', type: 'IMG', value: 'c'.repeat(64) },
];
const keys = (list: EditorBlock[]) => list.map((block) => block.key);

describe('content blocks', () => {
  it('adds an empty block at the end', () => {
    expect(addBlock(blocks, 'QUOTE', 'd').at(-1)).toEqual({ key: 'd', type: 'QUOTE', value: '' });
  });

  it(`adds nothing past ${MAX_BLOCKS} blocks`, () => {
    const full = Array.from({ length: MAX_BLOCKS }, (_, index) => ({
      key: String(index),
      type: 'TEXT' as const,
      value: '',
    }));
    expect(addBlock(full, 'TEXT', 'more')).toBe(full);
  });

  it.each([
    ['up', 'b', 0, ['b', 'a', 'c']],
    ['down', 'b', 2, ['a', 'c', 'b']],
    ['to the top', 'c', 0, ['c', 'a', 'b']],
    ['no further than the top', 'a', -1, ['a', 'b', 'c']],
    ['no further than the bottom', 'c', 3, ['a', 'b', 'c']],
  ])('moves a block %s', (_case, key, to, order) => {
    expect(keys(moveBlock(blocks, key, to))).toEqual(order);
  });

  it('keeps the list as it is for an unknown block', () => {
    expect(moveBlock(blocks, 'x', 0)).toBe(blocks);
  });

  it('removes a block and changes one in place', () => {
    expect(keys(removeBlock(blocks, 'b'))).toEqual(['a', 'c']);
    expect(changeBlock(blocks, 'a', '<p>New</p>')[0]).toEqual({
      key: 'a',
      type: 'TEXT',
      value: '<p>New</p>',
    });
  });
});
