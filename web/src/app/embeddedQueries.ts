import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import type { Language } from '@/shared/i18n';

/** The `<script type="application/json">` the server puts in the head (query/src/page_meta/head.rs). */
export const DATA_SCRIPT_ID = 'doghotel-data';

/** One API answer the server embedded: the query it answers and the answer. */
interface EmbeddedQuery {
  endpoint: string;
  arg?: unknown;
  /** Present for a paged query: the page this answer is. */
  pageParam?: unknown;
  data: unknown;
}

interface EmbeddedData {
  /** The language the answers are in. */
  language: string;
  queries: EmbeddedQuery[];
}

interface CacheEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

// The server names the endpoints, so their types are known only at run time.
const upsertEntries = baseApi.util.upsertQueryEntries as unknown as (
  entries: CacheEntry[],
) => UnknownAction;

function entryOf({ endpoint, arg, pageParam, data }: EmbeddedQuery): CacheEntry {
  const value = pageParam === undefined ? data : { pages: [data], pageParams: [pageParam] };
  return { endpointName: endpoint, arg, value };
}

function read(script: HTMLElement): EmbeddedData | null {
  try {
    const data = JSON.parse(script.textContent ?? '') as Partial<EmbeddedData>;
    return typeof data.language === 'string' && Array.isArray(data.queries)
      ? { language: data.language, queries: data.queries }
      : null;
  } catch {
    return null;
  }
}

/**
 * Puts the first screen's data the server embedded in the page into the API cache before the
 * first render, so the page draws it at once instead of asking the server again. The script is
 * removed: it describes the first load only. Answers in another language than the page's are
 * left alone, and the query fetches as usual.
 */
export function seedEmbeddedQueries(
  document: Document,
  dispatch: (action: UnknownAction) => unknown,
  language: Language,
): void {
  const script = document.getElementById(DATA_SCRIPT_ID);
  if (!script) return;
  script.remove();
  const data = read(script);
  if (!data || data.language !== language) return;
  dispatch(upsertEntries(data.queries.map(entryOf)));
}
