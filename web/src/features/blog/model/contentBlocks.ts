import type { ContentItem } from '../api/types';

/** One block of an article's body, ready to draw. */
export type ContentBlock =
  | { kind: 'text' | 'quote'; key: string; html: string }
  | { kind: 'image'; key: string; imageId: string };

const KINDS = { 1: 'text', 2: 'quote', 3: 'image' } as const;

/**
 * SPEC §3: the body in `orderOnPage` order, each block the first entry of its
 * `contentValueDtoSet`. Blocks without a value, or of a type this version does not know, are
 * left out rather than drawn empty.
 */
export function contentBlocks(items: readonly ContentItem[]): ContentBlock[] {
  return items
    .flatMap((item) => item.contentValueDtoSet.slice(0, 1))
    .sort((a, b) => a.orderOnPage - b.orderOnPage)
    .flatMap((entry): ContentBlock[] => {
      const value = entry.contentValue.trim();
      const kind = KINDS[entry.contentTypeEnum.id] as
        (typeof KINDS)[keyof typeof KINDS] | undefined;
      if (!value || !kind) return [];
      const key = String(entry.orderOnPage);
      return kind === 'image' ? [{ kind, key, imageId: value }] : [{ kind, key, html: value }];
    });
}
