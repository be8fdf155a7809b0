/**
 * Addresses of an uploaded image's variants (the contract's "Ids and images"):
 * `/media/{imageId}/{variant}.{webp|jpg}`, made once by the server and cached for good.
 */
export type MediaVariant =
  | 'card'
  | 'card-2x'
  | 'album-pair'
  | 'album-pair-2x'
  | 'album-trio-tall'
  | 'album-trio-tall-2x'
  | 'album-trio-small'
  | 'album-trio-small-2x'
  | 'thumb-small'
  | 'thumb'
  | 'detail'
  | 'full';

/** Widths of the variants, in CSS pixels at 1x, for `srcset` width descriptors. */
export const VARIANT_WIDTH: Record<MediaVariant, number> = {
  card: 392,
  'card-2x': 784,
  // The album cards' crops (SPEC §9): two side by side, or one tall beside two small.
  'album-pair': 195,
  'album-pair-2x': 390,
  'album-trio-tall': 206,
  'album-trio-tall-2x': 412,
  'album-trio-small': 184,
  'album-trio-small-2x': 368,
  'thumb-small': 124,
  thumb: 202,
  detail: 960,
  full: 1920,
};

/**
 * Where the page links photos: the address the server's head names when the store's files are
 * served from elsewhere too (a CDN, the bucket's own address: `DOGHOTEL_MEDIA_PUBLIC_URL`), so
 * that the page's pictures and the head's preloads of them are the same files; else the site's
 * own `/media`.
 */
function mediaBase(): string {
  if (typeof document === 'undefined') return '/media';
  const named = document.querySelector<HTMLMetaElement>('meta[name="doghotel:media"]')?.content;
  return named ? named.replace(/\/+$/, '') : '/media';
}

export function mediaUrl(
  imageId: string,
  variant: MediaVariant,
  format: 'webp' | 'jpg' = 'jpg',
): string {
  return `${mediaBase()}/${encodeURIComponent(imageId)}/${variant}.${format}`;
}

/** A `srcset` of `variants` in one format, each with its width descriptor. */
export function mediaSrcSet(
  imageId: string,
  variants: readonly MediaVariant[],
  format: 'webp' | 'jpg',
): string {
  return variants
    .map((variant) => `${mediaUrl(imageId, variant, format)} ${VARIANT_WIDTH[variant]}w`)
    .join(', ');
}

const MEDIA_LINK = /^\/media\/([0-9a-f]{64})\/[a-z0-9-]+\.(?:jpg|webp)$/;

/** The image id inside a link to one of our variants, or `null` for any other address. */
export function imageIdOf(link: string): string | null {
  return MEDIA_LINK.exec(link)?.[1] ?? null;
}

/** A picture for an avatar (at most 96 px, 2× dense): our thumbnail when the link is ours. */
export function avatarSource(link: string): string {
  const imageId = imageIdOf(link);
  return imageId ? mediaUrl(imageId, 'thumb') : link;
}
