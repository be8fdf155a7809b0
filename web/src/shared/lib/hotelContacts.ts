import defaults from './hotelContacts.json';

/** The hotel's public contact details (SPEC §2 footer and contacts page), as `GET /contacts` answers. */
export interface HotelContacts {
  /** In the mask's format, `+38(044)390-12-34`, like the two mobiles. */
  landline: string;
  mobilePhones: [string, string];
  email: string;
  /** In the page's language. */
  address: string;
  socialUrl: string;
  latitude: number;
  longitude: number;
}

/**
 * The details before staff first save their own (the demo seed stores the same file), shown
 * while the live ones are not known, e.g. when the site was opened without the server's data.
 */
export function defaultContacts(language: 'uk' | 'en'): HotelContacts {
  return {
    landline: defaults.landline,
    mobilePhones: [defaults.mobilePhones[0] ?? '', defaults.mobilePhones[1] ?? ''],
    email: defaults.email,
    address: defaults.address[language],
    socialUrl: defaults.socialUrl,
    latitude: defaults.latitude,
    longitude: defaults.longitude,
  };
}

/** `+38(044)390-12-34` as people read it: `+38 (044) 390-12-34`. */
export function displayPhone(phone: string): string {
  return phone.replace(/^\+38\(/, '+38 (').replace(/\)/, ') ');
}

/** The `tel:` link of a phone: `tel:+380443901234`. */
export function phoneHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/** A Google Maps search for the address as written in the visitor's language. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** OpenStreetMap at the hotel's location, for visitors who open the map in a new tab. */
export function mapUrl({ latitude, longitude }: Pick<HotelContacts, 'latitude' | 'longitude'>) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** The OpenStreetMap embed around the hotel, with a marker on it (the CSP frames only this host). */
export function mapEmbedUrl({
  latitude,
  longitude,
}: Pick<HotelContacts, 'latitude' | 'longitude'>): string {
  const span = 0.006;
  const box = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2]
    .map((value) => value.toFixed(5))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${latitude},${longitude}`;
}
