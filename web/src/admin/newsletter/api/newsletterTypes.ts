/** The newsletter's staff answers (`/api/admin/newsletter`). */
import type { Language } from '@/shared/i18n';

/** One language's letter: its title (the mail's subject) and its text, in the blog's markup. */
export interface IssueText {
  title: string;
  html: string;
}

/** What staff write: both languages, an optional picture and links to published articles. */
export interface IssueContent {
  uk: IssueText;
  en: IssueText;
  /** An uploaded image's id (`POST /api/admin/cloudinary/upload`), or `null` for none. */
  imageId: string | null;
  /** Blog article ids, in the order the letter lists them. */
  articles: number[];
}

/** A draft is edited; once sending starts, the issue is what went out and changes no more. */
export type IssueStatus = 'DRAFT' | 'SENDING' | 'SENT';

export const ISSUE_STATUSES: readonly IssueStatus[] = ['DRAFT', 'SENDING', 'SENT'];

/** Where an issue's mails are: every recipient is delivered, failed or still waiting. */
export interface Progress {
  recipients: number;
  delivered: number;
  failed: number;
  waiting: number;
}

/** One issue in the list. */
export interface IssueSummary {
  id: number;
  status: IssueStatus;
  title: Record<Language, string>;
  /** RFC 3339. */
  savedAt: string;
  sentAt: string | null;
  progress: Progress;
}

/** A letter that did not go: refused by the mail server for good, or not sent at all. */
export interface IssueFailure {
  /** Empty once the subscriber's address was removed. */
  email: string;
  /**
   * What the mail server answered; or `UNSUBSCRIBED` (the address unsubscribed before its
   * turn) or `INTERRUPTED` (cut off as the server stopped, so it may have arrived).
   */
  reason: string;
  at: string;
}

/** `GET /api/admin/newsletter/issues/{id}`: the whole issue. */
export interface Issue {
  id: number;
  /** What a save, a test or a send names, so one made on a stale issue is refused (409 `conflict`). */
  version: number;
  status: IssueStatus;
  content: IssueContent;
  savedAt: string;
  sentAt: string | null;
  /** The staff login who started the sending. */
  sentBy: string | null;
  progress: Progress;
  /** Newest first, at most 50. */
  failures: IssueFailure[];
}

/** `PUT /api/admin/newsletter/issues/{id}`: the content and the version it was written on. */
export interface IssueUpdate {
  id: number;
  content: IssueContent;
  version: number;
}

/** A test or a send: the issue and the version staff saw. */
export interface IssueAction {
  id: number;
  version: number;
}

/** Where a subscription is: waiting for its confirmation link, confirmed, or ended. */
export type SubscriberStatus = 'WAITING' | 'CONFIRMED' | 'UNSUBSCRIBED' | 'EXPIRED';

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = [
  'WAITING',
  'CONFIRMED',
  'UNSUBSCRIBED',
  'EXPIRED',
];

/** How many addresses each status holds. */
export interface SubscriberCounts {
  waiting: number;
  confirmed: number;
  unsubscribed: number;
  expired: number;
}

export interface Subscriber {
  /** The subscription's id, by which staff forget it. */
  id: string;
  email: string;
  /** The language the address subscribed in, which its mails are written in. */
  language: Language;
  status: SubscriberStatus;
  requestedAt: string;
  confirmedAt: string | null;
  /** The last change of status. */
  changedAt: string;
}

/** A page of 20, newest first. */
export interface Paged<T> {
  content: T[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

/** `GET /api/admin/newsletter/subscribers`: the counts beside the page asked for. */
export interface SubscribersAnswer {
  counts: SubscriberCounts;
  page: Paged<Subscriber>;
}

/** What an issue's article links need of a blog article (`GET /api/admin/articles`). */
export interface ArticleChoice {
  id: number;
  status: 'PUBLISHED' | 'NOT_PUBLISHED' | 'HAS_CHANGES';
  title: Record<Language, string>;
}

/** `GET /api/admin/articles?page=n`: 12 per page, the blog's main article first. */
export type ArticleChoicePage = Paged<ArticleChoice>;

/** `GET /api/admin/articles/titles`: every article's titles. */
export interface ArticleTitle {
  id: number;
  title: Record<Language, string>;
}

/** `POST /api/admin/newsletter/subscribers/{id}/erase`: `false` when already forgotten. */
export interface SubscriberErased {
  erased: boolean;
}
