import { adminPath } from '@/admin/shared/routeTable';

/** What the newsletter page hands the issue links it shows: its own search part. */
export interface FromNewsletterList {
  newsletterSearch: string;
}

/**
 * Where an issue's "back" link goes: to the newsletter page as it was left (its filter and
 * pages; the navigation's state survives a reload), or to the plain page for an issue opened
 * from a link.
 */
export function listPathFrom(state: unknown): string {
  const search = (state as Partial<FromNewsletterList> | null)?.newsletterSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${adminPath.newsletter}${search}`
    : adminPath.newsletter;
}
