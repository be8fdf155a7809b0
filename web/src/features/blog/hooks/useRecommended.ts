import { useEffect, useState } from 'react';
import { type RecommendedArg, useGetRecommendedPagesInfiniteQuery } from '../api/blogApi';
import { carouselWindow, nextStart, previousStart } from '../model/carousel';

/**
 * The recommended articles of SPEC §4. `perStep` is the carousel's step (3 on desktops, 2 on
 * tablets); `null` on phones, which show every loaded card and a "more" button. Next fetches
 * the next page when the window reaches past what is loaded and the server has more.
 */
export function useRecommended(arg: RecommendedArg, perStep: number | null) {
  const query = useGetRecommendedPagesInfiniteQuery(arg);
  const articles = query.data?.pages.flatMap((page) => page.content) ?? [];
  const [start, setStart] = useState(0);
  const view = carouselWindow({
    start,
    perStep: perStep ?? articles.length,
    loaded: articles.length,
    hasMore: query.hasNextPage,
  });

  // A page that failed is not fetched again by itself; pressing next or more retries it.
  const wantsPage = perStep !== null && view.missing > 0;
  const { isFetching, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (wantsPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [wantsPage, isFetching, isFetchNextPageError, fetchNextPage]);

  return {
    /** Every loaded card on phones; the window's cards otherwise. */
    articles: perStep === null ? articles : articles.slice(view.first, view.first + perStep),
    /** Cards of the window still on their way, drawn as placeholders. */
    placeholders: wantsPage && isFetching ? view.missing : 0,
    isLoading: query.isLoading,
    isEmpty: !query.isLoading && articles.length === 0,
    canGoBack: view.canGoBack,
    canGoForward: view.canGoForward && !(wantsPage && isFetching),
    canShowMore: query.hasNextPage,
    isLoadingMore: isFetching && !query.isLoading,
    goBack: () => {
      if (perStep !== null) setStart(previousStart(view, perStep));
    },
    goForward: () => {
      if (perStep === null) return;
      if (wantsPage) void fetchNextPage();
      else setStart(nextStart(view, perStep));
    },
    showMore: () => void fetchNextPage(),
  };
}
