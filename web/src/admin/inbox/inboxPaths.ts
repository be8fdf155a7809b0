import { adminPath } from '@/admin/shared/routeTable';

/** What a list hands the item links it shows: its own search part, filters and page. */
export interface FromInboxList {
  inboxSearch: string;
}

/**
 * Where an item's "back" link goes: to the list it was opened from (the navigation's state
 * survives a reload), or to the plain list for an item opened from a link.
 */
export function listPathFrom(state: unknown): string {
  const search = (state as Partial<FromInboxList> | null)?.inboxSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${adminPath.inbox}${search}`
    : adminPath.inbox;
}
