/** The contract's image variants: `/media/{imageId}/{variant}.{webp|jpg}`. */
export type MediaVariant = 'card' | 'card-2x' | 'thumb-small' | 'thumb' | 'detail' | 'full';

/** Widths of the variants, in CSS pixels at 1x, for `srcset` width descriptors. */
export const VARIANT_WIDTH: Record<MediaVariant, number> = {
  card: 392,
  'card-2x': 784,
  'thumb-small': 124,
  thumb: 202,
  detail: 960,
  full: 1920,
};

export function mediaUrl(imageId: string, variant: MediaVariant, format: 'webp' | 'jpg'): string {
  return `/media/${encodeURIComponent(imageId)}/${variant}.${format}`;
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
