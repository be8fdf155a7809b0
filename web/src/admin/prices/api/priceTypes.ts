/** The admin price calls (`/api/admin/prices`, `/api/admin/services`). */

export interface LocalizedText {
  uk: string;
  en: string;
}

export interface AdminPriceLine {
  id: number;
  name: LocalizedText;
  value: string;
  /** Set on the lines the stay-cost calculator reads; those cannot be removed. */
  rate?: string;
}

export interface AdminPriceItem {
  id: string;
  version: number;
  target: 'dog' | 'cat';
  service: 'hotel' | 'additional';
  category: 'hotel' | 'grooming' | 'veterinary' | 'transportation';
  position: number;
  title: LocalizedText;
  description: LocalizedText;
  discount: LocalizedText;
  lines: AdminPriceLine[];
}

/** `PUT /api/admin/prices/{id}`: the form; a line without `id` is new. */
export interface PriceItemBody {
  version: number;
  title: LocalizedText;
  description: LocalizedText;
  discount: LocalizedText;
  lines: { id?: number; name: LocalizedText; value: string }[];
}

export interface AdminService {
  id: 'walking' | 'veterinary' | 'grooming' | 'transportation';
  version: number;
  kind: string;
  title: LocalizedText;
  /** Paragraphs separated by an empty line. */
  text: LocalizedText;
  bigImage: string;
  smallImage: string;
}

export interface ServiceBody {
  version: number;
  title: LocalizedText;
  text: LocalizedText;
  bigImage: string;
  smallImage: string;
}

export type Versioned<T> = T & { changedFields: string[] };
