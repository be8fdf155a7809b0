import { useEffect, useState } from 'react';
import { useNavigationType } from 'react-router';
import { useGetArticlePagesInfiniteQuery } from '../api/blogApi';
import { readShownPages, writeShownPages } from '../model/listMemory';

interface Shown {
  /** The list's language and address, as the memory keys it. */
  address: string;
  categoryId: number;
  pages: number;
}

/** Whether the request failed because the server knows no such category. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * The article grid of SPEC §4: page 1 when the list is opened, one more page per "more", as
 * many pages as before when the visitor comes back to it (so the app's scroll memory finds
 * its position again). `address` is the list's language and path.
 */
export function useBlogList(categoryId: number, address: string) {
  const isBack = useNavigationType() === 'POP';
  const [shown, setShown] = useState<Shown>(() => ({
    address,
    categoryId,
    pages: isBack ? readShownPages(address) : 1,
  }));
  if (shown.address !== address) {
    // A language switch shows the same list in the other language, as long as it was (SPEC §2
    // keeps the scroll position); another category starts at page 1.
    const carried = shown.categoryId === categoryId ? shown.pages : 1;
    setShown({ address, categoryId, pages: isBack ? readShownPages(address) : carried });
  }

  useEffect(() => writeShownPages(shown.address, shown.pages), [shown]);

  const query = useGetArticlePagesInfiniteQuery(categoryId);
  const loaded = query.data?.pages ?? [];
  const pages = loaded.slice(0, shown.pages);

  // A restored count may reach past the cached pages: fetch them one by one. A failed page is
  // not retried on its own, or an outage would loop; "more" retries it.
  const wantsPage = shown.pages > loaded.length && query.hasNextPage;
  const { isFetching, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (wantsPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [wantsPage, isFetching, isFetchNextPageError, fetchNextPage]);

  return {
    articles: pages.flatMap((page) => page.content),
    isLoading: query.isLoading,
    isError: query.isError && !query.data,
    /** The category does not exist: the page is not found (SPEC §8). */
    isUnknown: isNotFound(query.error),
    canShowMore: shown.pages < loaded.length || query.hasNextPage,
    isLoadingMore: wantsPage && isFetching,
    showMore: () => {
      if (wantsPage && isFetchNextPageError) void fetchNextPage();
      else setShown((before) => ({ ...before, pages: before.pages + 1 }));
    },
  };
}
