/** The hotel's public contact details (SPEC §2 footer and contacts page). */
export const PHONES = {
  landline: { display: '+38 (044) 390-12-34', href: 'tel:+380443901234' },
  mobile: [
    { display: '+38 (067) 123-45-67', href: 'tel:+380671234567' },
    { display: '+38 (093) 765-43-21', href: 'tel:+380937654321' },
  ],
} as const;

export const EMAIL = 'hello@doghotel.kyiv.ua';

export const INSTAGRAM_URL = 'https://www.instagram.com/doghotel.kyiv/';

/** A Google Maps search for the address as written in the visitor's language. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
