import type { Bilingual } from '@/admin/shared/ui/BilingualField';

export interface FaqItem {
  id: number;
  question: Bilingual;
  /** Sanitized HTML. */
  answer: Bilingual;
}

/** `GET /api/admin/faq`, and every change's answer. */
export interface AdminFaq {
  version: number;
  items: FaqItem[];
}

export interface AdminFaqVersion extends AdminFaq {
  changedFields: string[];
}

export type FaqFields = Omit<FaqItem, 'id'>;
