// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dogsApi } from '@/features/dogs/api/dogsApi';
import { baseApi } from '@/shared/api';
import { DATA_SCRIPT_ID, seedEmbeddedQueries } from './embeddedQueries';

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

/** Node's Request (used under jsdom) needs absolute URLs; the browser resolves '/api' itself. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

const dog = { id: 12, name: 'Rex', photos: [] };
const firstPage = {
  content: [{ id: 12, name: 'Rex' }],
  last: false,
  totalElements: 7,
  totalPages: 2,
};
const secondPage = {
  content: [{ id: 5, name: 'Bim' }],
  last: true,
  totalElements: 7,
  totalPages: 2,
};

/** The head as the server sends it for a dog page and for the dog list. */
function embed(language: string) {
  const data = {
    language,
    queries: [
      { endpoint: 'getDog', arg: '12', data: dog },
      { endpoint: 'getDogPages', pageParam: 1, data: firstPage },
    ],
  };
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = DATA_SCRIPT_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

function requestedPaths(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
}

describe('seedEmbeddedQueries', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    vi.stubGlobal('Request', PageRequest);
    fetchMock = vi.fn<typeof fetch>(async () => Response.json(secondPage));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('answers the first load from the page and removes the script', async () => {
    const store = makeStore();
    embed('en');
    seedEmbeddedQueries(document, store.dispatch, 'en');
    expect(document.getElementById(DATA_SCRIPT_ID)).toBeNull();

    const details = await store.dispatch(dogsApi.endpoints.getDog.initiate('12'));
    const pages = await store.dispatch(dogsApi.endpoints.getDogPages.initiate(undefined));

    expect(details.data).toEqual(dog);
    expect(pages.data?.pages).toEqual([firstPage]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the pages after the embedded one as usual', async () => {
    const store = makeStore();
    embed('en');
    seedEmbeddedQueries(document, store.dispatch, 'en');
    const pages = store.dispatch(dogsApi.endpoints.getDogPages.initiate(undefined));
    await pages;

    const more = await store.dispatch(
      dogsApi.endpoints.getDogPages.initiate(undefined, { direction: 'forward' }),
    );

    expect(requestedPaths(fetchMock)).toEqual(['/api/want-a-friend/2']);
    expect(more.data?.pages).toEqual([firstPage, secondPage]);
  });

  it('leaves answers in another language than the page to a fetch', async () => {
    const store = makeStore();
    embed('uk');
    seedEmbeddedQueries(document, store.dispatch, 'en');
    fetchMock.mockImplementation(async () => Response.json(dog));

    await store.dispatch(dogsApi.endpoints.getDog.initiate('12'));

    expect(requestedPaths(fetchMock)).toEqual(['/api/want-a-friend/dog/12']);
  });
});
