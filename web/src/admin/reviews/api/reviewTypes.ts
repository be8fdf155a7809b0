/** The moderation list's answers (`/api/admin/feedback`). */

export type ReviewStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** A guest's review or answer, or the hotel's answer, as staff moderate it. */
export interface AdminReview {
  id: string;
  /** The review this answers; `null` for a review of the hotel. */
  parentId: string | null;
  /** The first 200 characters of the review answered. */
  parentText: string | null;
  name: string;
  /** Empty when the guest named no pet. */
  petName: string;
  text: string;
  /** The guest's photo (a media id). */
  image: string | null;
  /** The site the guest wrote on. */
  language: 'uk' | 'en';
  /** When it was written (RFC 3339). */
  date: string;
  status: ReviewStatus;
  /** On the home page's slider. */
  featured: boolean;
  fromHotel: boolean;
  /** What moderation names, so a stale card is refused (409 `conflict`). */
  version: number;
  moderatedBy: string | null;
  moderatedAt: string | null;
}

export interface AdminReviewPage {
  content: AdminReview[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

/** How many each tab holds, and how many reviews the home slider shows. */
export interface ReviewCounts {
  pending: number;
  approved: number;
  rejected: number;
  featured: number;
}

/** A moderation step and the version of the review it was decided on. */
export interface Moderation {
  id: string;
  version: number;
}
