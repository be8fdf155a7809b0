/** The staff inbox's answers (`/api/admin/inbox`). */

/** What a visitor sent: a request about a dog, a contact message, an FAQ question or a review. */
export type InboxKind = 'DOG_REQUEST' | 'MESSAGE' | 'QUESTION' | 'REVIEW';

/** Where staff are with an item; any status may follow any other. */
export type InboxStatus = 'NEW' | 'IN_PROGRESS' | 'DONE' | 'SPAM';

export const INBOX_KINDS: readonly InboxKind[] = ['DOG_REQUEST', 'MESSAGE', 'QUESTION', 'REVIEW'];

export const INBOX_STATUSES: readonly InboxStatus[] = ['NEW', 'IN_PROGRESS', 'DONE', 'SPAM'];

/** One item in the list. */
export interface InboxSummary {
  /** Names the request (`message-…`, `dog-…`, `review-…`); safe in an address as it is. */
  id: string;
  kind: InboxKind;
  status: InboxStatus;
  name: string;
  email: string | null;
  /** Formatted `+38(067)123-45-67`. */
  phone: string | null;
  /** The form's title as the visitor saw it; may be empty. */
  subject: string;
  /** The message's first 200 characters; empty for a dog request without a message. */
  excerpt: string;
  /** For a dog request only. */
  dogName: string | null;
  /** The language the visitor wrote in. */
  language: 'uk' | 'en';
  /** RFC 3339. */
  receivedAt: string;
  /** The staff login who last changed the status; `null` while nobody has. */
  changedBy: string | null;
  changedAt: string | null;
  /** What a status change or a reply names, so one made on a stale item is refused (409 `conflict`). */
  version: number;
  /**
   * When the visitor's personal data was erased; `null` while it is there. An erased item keeps
   * its kind, status, dog, dates and history, but its name and message are empty and its
   * e-mail and phone `null`.
   */
  erasedAt: string | null;
}

/** `GET /api/admin/inbox`: a page of 20, newest first. */
export interface InboxPage {
  content: InboxSummary[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

export type InboxAction =
  | 'RECEIVED'
  | 'STATUS_CHANGED'
  | 'REVIEW_APPROVED'
  | 'REVIEW_REJECTED'
  | 'REPLIED'
  | 'MAIL_PARKED'
  | 'ERASED';

/** One step of an item's story. */
export interface InboxEvent {
  at: string;
  /**
   * A staff login; `null` for the visitor's own submission, the mail server's refusal or the
   * erasure made on schedule.
   */
  actor: string | null;
  action: InboxAction;
  /** The new status, for `STATUS_CHANGED`. */
  status: InboxStatus | null;
  /** What staff wrote to the visitor, for `REPLIED` (`null` once the visitor is erased); what
   * the mail server answered, for `MAIL_PARKED`. */
  text: string | null;
  /** For a submission received as spam, why it was judged a bot's. */
  spam: SpamSignal | null;
  /** For `MAIL_PARKED`, which mail the mail server refused for good. */
  mail: ParkedMail | null;
}

/** The mails sent about an item: to the hotel, and to the visitor. */
export type ParkedMail =
  'STAFF_NOTIFICATION' | 'ACKNOWLEDGEMENT' | 'REPLY' | 'SUBSCRIPTION_CONFIRMATION';

/** Why a submission was judged a bot's: the hidden field filled in, or sent too soon. */
export type SpamSignal = 'HONEYPOT' | 'TOO_FAST';

/** `GET /api/admin/inbox/{id}`: the whole item. */
export interface InboxItem extends InboxSummary {
  /** The whole text (the review's, for a review). */
  message: string;
  /** The dog's public page, for a dog request only. */
  dogUrl: string | null;
  /** For a review only, when the visitor named a pet. */
  petName: string | null;
  /** For a review only. */
  reviewStatus: 'PENDING' | 'APPROVED' | 'REJECTED' | null;
  /** Oldest first. */
  history: InboxEvent[];
}

/** `PUT /api/admin/inbox/{id}/status`: the status wanted and the version it was chosen on. */
export interface InboxStatusChange {
  id: string;
  status: InboxStatus;
  version: number;
}

/** The answer to a status change: the item's new status and version. */
export interface InboxStatusChanged extends InboxStatusChange {
  changedBy: string | null;
  changedAt: string | null;
}

/**
 * `POST /api/admin/inbox/{id}/reply`: an answer mailed to the visitor, and the version of the
 * item it was written on.
 */
export interface InboxReply {
  id: string;
  text: string;
  version: number;
}

/** The answer to a reply: the item's new version (a reply leaves the status as it was). */
export interface InboxReplied {
  id: string;
  version: number;
  repliedBy: string;
  repliedAt: string;
}

/**
 * `GET /api/admin/inbox/{id}/erasure`: what forgetting the item's visitor would erase. The item
 * and the visitor's other items with its e-mail address or phone, newest first, and whether
 * that address has a newsletter subscription, which would end.
 */
export interface InboxErasure {
  items: InboxSummary[];
  subscription: boolean;
}

/** `POST /api/admin/inbox/{id}/erase`: the items erased (none if it already was) and whether a
 * subscription ended with them. */
export interface InboxErased {
  erased: string[];
  subscription: boolean;
}
