/** The server's admin page size (the contract: 12 per page). */
export const ADMIN_PAGE_SIZE = 12;

/** What a staff list keeps of the server's pages to ask for the next one. */
export interface PagesLoaded {
  pagesLoaded: number;
  /** Records deleted since the pages were loaded: the server's pages have shifted by this many. */
  removedSinceLoad: number;
}

/**
 * Union by id in `order`, a record already shown winning: a page that overlaps what is shown
 * adds no twins.
 */
export function mergeById<T extends { id: number }>(
  shown: readonly T[],
  more: readonly T[],
  order: (a: T, b: T) => number,
): T[] {
  const byId = new Map(shown.map((record) => [record.id, record]));
  for (const record of more) if (!byId.has(record.id)) byId.set(record.id, record);
  return [...byId.values()].sort(order);
}

/**
 * The server pages "more" must fetch. Normally the next one; after deletions the server's
 * pages have moved up, so the records that slid onto pages already loaded are fetched too
 * (the merge drops the twins).
 */
export function pagesForMore({ pagesLoaded, removedSinceLoad }: PagesLoaded): number[] {
  const next = pagesLoaded + 1;
  const shifted = Math.ceil(removedSinceLoad / ADMIN_PAGE_SIZE);
  const first = Math.max(1, next - shifted);
  return Array.from({ length: next - first + 1 }, (_, index) => first + index);
}
