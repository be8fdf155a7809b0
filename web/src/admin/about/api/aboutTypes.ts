import type { Bilingual } from '@/admin/shared/ui/BilingualField';

/** The story, quote, certificate and closing paragraph as staff edit them (ids of uploads). */
export interface AboutStory {
  houseImage: string;
  heading: Bilingual;
  text: Bilingual;
  quote: Bilingual;
  quoteAuthor: Bilingual;
  quoteRole: Bilingual;
  avatarImage: string;
  certificateImage: string;
  closing: Bilingual;
}

export interface TeamMember {
  id: number;
  photo: string;
  name: Bilingual;
  profession: Bilingual;
}

/** `GET /api/admin/about`, and every change's answer. */
export interface AdminAbout {
  /** What an edit names, so a stale form is refused (409 `conflict`). */
  version: number;
  story: AboutStory | null;
  team: TeamMember[];
}

export interface AdminAboutVersion extends AdminAbout {
  changedFields: string[];
}

export type MemberFields = Omit<TeamMember, 'id'>;
