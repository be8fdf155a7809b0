import { useCallback, useEffect, useState } from 'react';

export type LoadState = 'loading' | 'ready' | 'failed';
export type MoreState = 'idle' | 'loading' | 'failed';

/** What a staff list's reducer takes from the server's pages. */
export type PageAction<Page> =
  { type: 'replaced'; page: Page } | { type: 'appended'; pages: Page[] };

/**
 * Loads a staff list's first page on entry and further pages on "more"; the list then follows
 * its own changes (SPEC §4) without refetching. `fetchPage` is a lazy query's trigger and
 * `dispatch` a reducer's: both keep their identity between renders.
 */
export function usePagedLoading<Page>(
  fetchPage: (page: number) => { unwrap: () => Promise<Page> },
  dispatch: (action: PageAction<Page>) => void,
) {
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [more, setMore] = useState<MoreState>('idle');

  const loadFirstPage = useCallback(
    () =>
      fetchPage(1)
        .unwrap()
        .then(
          (page) => {
            dispatch({ type: 'replaced', page });
            setLoadState('ready');
          },
          () => setLoadState('failed'),
        ),
    [fetchPage, dispatch],
  );

  useEffect(() => {
    void loadFirstPage();
  }, [loadFirstPage]);

  const retry = () => {
    setLoadState('loading');
    void loadFirstPage();
  };

  const loadMore = async (pageNumbers: number[]) => {
    setMore('loading');
    try {
      const pages = await fetchInTurn(fetchPage, pageNumbers);
      dispatch({ type: 'appended', pages });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };

  return { loadState, more, retry, loadMore };
}

/**
 * The pages one after the other. A lazy query's trigger drops the subscription of the call
 * before it, and an answer nobody subscribes to any more may be gone from the cache before its
 * promise reads it, so calls made side by side can come back empty.
 */
export async function fetchInTurn<Page>(
  fetchPage: (page: number) => { unwrap: () => Promise<Page> },
  pageNumbers: readonly number[],
): Promise<Page[]> {
  const pages: Page[] = [];
  for (const page of pageNumbers) pages.push(await fetchPage(page).unwrap());
  return pages;
}
