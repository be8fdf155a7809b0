import { readTabMemory, writeTabMemory } from '@/shared/lib/tabMemory';

/**
 * How many pages of cards each blog list showed, by language and address (SPEC §4: scroll per
 * language and path, restored on back navigation). The position itself is kept by the app's
 * scroll memory; the list must be as long again for that position to exist.
 */
const KEY = 'doghotel:blog-lists';

type ShownPages = Record<string, number>;

function readAll(): ShownPages {
  const stored = readTabMemory(KEY);
  return typeof stored === 'object' && stored !== null ? (stored as ShownPages) : {};
}

/** The pages the list at `address` showed when the visitor left it; 1 when it is new. */
export function readShownPages(address: string): number {
  const pages = readAll()[address];
  return typeof pages === 'number' && Number.isInteger(pages) && pages > 1 ? pages : 1;
}

export function writeShownPages(address: string, pages: number): void {
  writeTabMemory(KEY, { ...readAll(), [address]: pages });
}
