import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from './api/inboxTypes';

/**
 * What the inbox list shows, kept in its address (`?kind=MESSAGE&status=NEW&q=067&page=2`)
 * so back, forward and a reload show the same list.
 */
export interface InboxQuery {
  /** `null` for every kind. */
  kind: InboxKind | null;
  /** `null` for every status but spam, the list staff work from. */
  status: InboxStatus | null;
  /** The search for a name, an e-mail or a phone; empty for none. */
  q: string;
  /** 1-based. */
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((known) => known === value) ?? null;
}

/**
 * The list an address asks for. Whatever it holds that the server would refuse (an unknown
 * kind, page 0, a page that is no number) reads as the default, so an edited or old link
 * still shows a list.
 */
export function inboxQueryOf(params: URLSearchParams): InboxQuery {
  const page = Number(params.get('page'));
  return {
    kind: oneOf(INBOX_KINDS, params.get('kind')),
    status: oneOf(INBOX_STATUSES, params.get('status')),
    q: params.get('q')?.trim() ?? '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's search part for a list: the defaults are left out, so the plain list is bare. */
export function inboxSearchOf({ kind, status, q, page }: InboxQuery): string {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (status) params.set('status', status);
  const search = q.trim();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The server's query string for the list: the same parameters, with the page always named. */
export function inboxApiQueryOf(query: InboxQuery): string {
  const params = new URLSearchParams(inboxSearchOf(query));
  params.set('page', String(query.page));
  return params.toString();
}
