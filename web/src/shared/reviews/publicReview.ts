/**
 * SPEC §3 "Review" as the public calls answer it (`/api/feedback`, `/api/feedback/all`,
 * `/api/feedback/slider`): only approved reviews and answers, the same in both languages, as
 * guests wrote them.
 */
export interface PublicReview {
  id: string;
  name: string;
  /** Empty when the guest named no pet. */
  petName: string;
  text: string;
  /** When it was written (RFC 3339). */
  date: string;
  /** The guest's photo (a media id), if any. */
  image: string | null;
  /** Written by staff as the hotel: shown with the hotel's name and logo. */
  fromHotel: boolean;
  /** Approved answers, oldest first; an answer has none of its own. */
  answers: PublicReview[];
}

/** The feedback page's list: the 10 newest, or all of them after "show all". */
export interface FeedbackPage {
  content: PublicReview[];
  /** More than the 10 exist (SPEC §3 "hasMoreFeedback"). */
  hasMoreFeedback: boolean;
}
