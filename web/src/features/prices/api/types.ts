/** The services page's calls (`/api/prices`, `/api/services`, `/api/prices/estimate`). */

export type Target = 'dog' | 'cat';
export type Service = 'hotel' | 'additional';
export type Category = 'hotel' | 'grooming' | 'veterinary' | 'transportation';
export type Rate =
  'dayHotelFood' | 'dayOwnerFood' | 'halfDay' | 'fullDay' | 'fromFiveDays' | 'fromTenDays';

/** One named price (SPEC §3 `serviceCategories`): a number, a range such as `50-100`, or empty. */
export interface PriceLine {
  id: number;
  name: string;
  value: string;
  /** What the calculator reads this line as; absent for lines it does not read. */
  rate?: Rate;
}

/** A price item in the page's language (SPEC §3 "Price item"). */
export interface PriceItem {
  id: string;
  target: Target;
  service: Service;
  category: Category;
  title: string;
  description: string;
  discount: string | null;
  serviceCategories: PriceLine[];
}

export interface ServiceImage {
  id: string;
  photo: string;
}

export type ServiceKind = 'walking' | 'veterinary' | 'grooming' | 'transportation';

/** An additional service's description (SPEC §3 "Service description"). */
export interface ServiceDescription {
  id: ServiceKind;
  title: string;
  paragraphs: string[];
  bigImage: ServiceImage;
  smallImage: ServiceImage;
}

export type Pet = 'dog' | 'cat';
export type Food = 'hotel' | 'owner';

/**
 * The calculator's question: `days`, whole or with a half (`12.5`, cats only), or the arrival
 * and departure dates (`yyyy-mm-dd`).
 */
export interface EstimateArg {
  pet: Pet;
  food: Food;
  days?: string;
  arrival?: string;
  departure?: string;
  /** `itemId:lineId` of each additional service. */
  extras: string[];
}

/** One step of the sum: `quantity × unitPrice = amount`. */
export interface Charge {
  itemId: string;
  lineId: number;
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface Extra {
  itemId: string;
  lineId: number;
  name: string;
  value: string;
  min: number;
  max: number;
}

export interface Estimate {
  pet: Pet;
  food: Food;
  days: number;
  halfDay: boolean;
  charges: Charge[];
  extras: Extra[];
  total: number;
  totalMax: number;
  onRequest: boolean;
}
