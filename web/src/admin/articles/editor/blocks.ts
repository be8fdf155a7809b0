import type { BlockType } from '../api/articleTypes';

/** The contract's limit of content blocks per language. */
export const MAX_BLOCKS = 50;

/** A content block in the editor: `key` stays with it while it moves, for React and its focus. */
export interface EditorBlock {
  key: string;
  type: BlockType;
  /** HTML for TEXT and QUOTE, the image id for IMG (empty until uploaded). */
  value: string;
}

/** Adds a new empty block at the end, unless the limit is reached. */
export function addBlock(blocks: EditorBlock[], type: BlockType, key: string): EditorBlock[] {
  if (blocks.length >= MAX_BLOCKS) return blocks;
  return [...blocks, { key, type, value: '' }];
}

/** Moves a block to position `to`, kept within the list. */
export function moveBlock(blocks: EditorBlock[], key: string, to: number): EditorBlock[] {
  const from = blocks.findIndex((block) => block.key === key);
  const target = Math.max(0, Math.min(to, blocks.length - 1));
  if (from < 0 || from === target) return blocks;
  const moved = [...blocks];
  moved.splice(target, 0, ...moved.splice(from, 1));
  return moved;
}

export function removeBlock(blocks: EditorBlock[], key: string): EditorBlock[] {
  return blocks.filter((block) => block.key !== key);
}

export function changeBlock(blocks: EditorBlock[], key: string, value: string): EditorBlock[] {
  return blocks.map((block) => (block.key === key ? { ...block, value } : block));
}
