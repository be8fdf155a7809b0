import type { ContentItem } from '../api/types';

/** One block of an article's body, ready to draw. */
export type ContentBlock =
  | { kind: 'text' | 'quote'; key: string; html: string }
  | { kind: 'image'; key: string; imageId: string };

const KINDS = { 1: 'text', 2: 'quote', 3: 'image' } as const;

/**
 * SPEC §3: the body in `orderOnPage` order, each block's value the first entry of its
 * `contentValueDtoSet`. Blocks without a value, or of a type this version does not know, are
 * left out rather than drawn empty.
 */
export function contentBlocks(items: readonly ContentItem[]): ContentBlock[] {
  return [...items]
    .sort((a, b) => a.orderOnPage - b.orderOnPage)
    .flatMap((item): ContentBlock[] => {
      const value = item.contentValueDtoSet[0]?.contentValue.trim();
      const kind = KINDS[item.contentTypeEnum.id] as (typeof KINDS)[keyof typeof KINDS] | undefined;
      if (!value || !kind) return [];
      const key = String(item.orderOnPage);
      return kind === 'image' ? [{ kind, key, imageId: value }] : [{ kind, key, html: value }];
    });
}
