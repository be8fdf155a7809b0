import { SUBSCRIBER_STATUSES, type SubscriberStatus } from './api/newsletterTypes';

/**
 * What the newsletter page shows, kept in its address (`?status=confirmed&page=2&issuesPage=3`)
 * so back, forward and a reload show the same lists.
 */
export interface NewsletterQuery {
  /** The subscribers' status filter; `null` for every status. */
  status: SubscriberStatus | null;
  /** The subscribers' page, 1-based. */
  page: number;
  /** The issues' page, 1-based. */
  issuesPage: number;
}

/** A status as the address and the server name it: `confirmed` for `CONFIRMED`. */
const statusParam = (status: SubscriberStatus) => status.toLowerCase();

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * The lists an address asks for. Whatever it holds that the server would refuse (an unknown
 * status, page 0, a page that is no number) reads as the default, so an edited or old link
 * still shows the page.
 */
export function newsletterQueryOf(params: URLSearchParams): NewsletterQuery {
  const status = params.get('status');
  return {
    status: SUBSCRIBER_STATUSES.find((known) => statusParam(known) === status) ?? null,
    page: pageOf(params.get('page')),
    issuesPage: pageOf(params.get('issuesPage')),
  };
}

/** The address's search part: the defaults are left out, so the plain page is bare. */
export function newsletterSearchOf({ status, page, issuesPage }: NewsletterQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', statusParam(status));
  if (page > 1) params.set('page', String(page));
  if (issuesPage > 1) params.set('issuesPage', String(issuesPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the subscribers' list asks the server for: its filter, and its page always named. */
export interface SubscribersQuery {
  status: SubscriberStatus | null;
  page: number;
}

/** The server's query string for a page of subscribers. */
export function subscribersApiQueryOf({ status, page }: SubscribersQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', statusParam(status));
  params.set('page', String(page));
  return params.toString();
}
