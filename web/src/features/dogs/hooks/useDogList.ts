import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { wantsToKeepScroll } from '@/shared/lib/keepScroll';
import { useGetAllDogsQuery, useGetDogPagesInfiniteQuery } from '../api/dogsApi';
import type { DogFilters } from '../model/dogFilters';
import { DOGS_PER_STEP, dogListView, needsNextPage } from '../model/dogListView';
import { FRESH_LIST, type ListMemory, readListMemory, writeListMemory } from '../model/listMemory';
import { useIsReturnToList } from './useReturnToOpenedCard';

/**
 * The dog list of SPEC §4: page 1 and the full list on the first load, filters applied to the
 * full list, 6 more per step, server pages fetched while unfiltered. Back navigation restores
 * the filters, the number of cards and the card the visitor opened; so does a language switch.
 */
export function useDogList() {
  const isReturn = useIsReturnToList();
  const { state } = useLocation();
  const restore = isReturn || wantsToKeepScroll(state);
  const [memory, setMemory] = useState<ListMemory>(() => (restore ? readListMemory() : FRESH_LIST));
  const pages = useGetDogPagesInfiniteQuery(undefined);
  const all = useGetAllDogsQuery(undefined);

  useEffect(() => writeListMemory(memory), [memory]);

  const source = useMemo(
    () => ({ pages: pages.data?.pages ?? [], all: all.data }),
    [pages.data, all.data],
  );
  const view = dogListView(source, memory.filters, memory.shown);

  // "More" (or a restored count) may reach past the loaded pages: fetch the next one. A failed
  // page is not retried on its own, or a network outage would loop; "more" retries it.
  const wantsPage = needsNextPage(source, memory.filters, memory.shown);
  const { isFetching, isFetchNextPageError, fetchNextPage } = pages;
  useEffect(() => {
    if (wantsPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [wantsPage, isFetching, isFetchNextPageError, fetchNextPage]);

  return {
    view,
    filters: memory.filters,
    openedDogId: memory.openedDogId,
    /** The first answers have not arrived yet. */
    isLoading: pages.isLoading || (all.isLoading && view.dogs.length === 0),
    isError: pages.isError && !pages.data,
    isLoadingMore: wantsPage && isFetching,
    showMore: () => {
      if (wantsPage && isFetchNextPageError) void fetchNextPage();
      else setMemory((m) => ({ ...m, shown: m.shown + DOGS_PER_STEP }));
    },
    applyFilters: (filters: DogFilters) =>
      setMemory((m) => ({ ...m, filters, shown: DOGS_PER_STEP, openedDogId: null })),
    rememberOpened: (id: number) => {
      // Written at once: the click navigates away before an effect would run.
      const next = { ...memory, openedDogId: id };
      writeListMemory(next);
      setMemory(next);
    },
  };
}
