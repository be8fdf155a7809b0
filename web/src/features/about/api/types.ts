/** The About page's and the FAQ's answers (`GET /api/about`, `GET /api/about/ask`). */

/** An uploaded image: its id (the variants live under `/media/{id}/`) and one JPEG variant. */
export interface ImageView {
  id: string;
  photo: string;
}

export interface Quote {
  text: string;
  author: string;
  role: string;
  avatar: ImageView;
}

/** The meet-us tab above the team; `null` until staff write it. */
export interface Story {
  houseImage: ImageView;
  heading: string;
  /** Plain text; blank lines part paragraphs. */
  text: string;
  quote: Quote;
  certificate: ImageView;
  closing: string;
}

export interface TeamMember {
  id: number;
  name: string;
  profession: string;
  photo: ImageView;
}

export interface AboutPage {
  story: Story | null;
  /** In page order. */
  team: TeamMember[];
}

/** SPEC §3 "FAQ item". */
export interface FaqItem {
  id: number;
  question: string;
  /** Sanitized HTML: paragraphs, bold, italic, lists and links. */
  answer: string;
  language: { languageValue: string };
}

/** SPEC §7: the list is `faqValueSet`. */
export interface FaqAnswer {
  faqValueSet: FaqItem[];
}
