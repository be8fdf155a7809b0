/**
 * Addresses of an uploaded image's variants (the contract's "Ids and images"):
 * `/media/{imageId}/{variant}.{webp|jpg}`, made once by the server and cached for good.
 */
export type MediaVariant = 'card' | 'card-2x' | 'thumb-small' | 'thumb' | 'detail' | 'full';

export function mediaUrl(imageId: string, variant: MediaVariant, format: 'webp' | 'jpg' = 'jpg') {
  return `/media/${encodeURIComponent(imageId)}/${variant}.${format}`;
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
