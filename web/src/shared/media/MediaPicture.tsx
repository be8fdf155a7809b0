import { type MediaVariant, VARIANT_WIDTH, mediaSrcSet, mediaUrl } from './mediaUrls';

export interface MediaPictureProps {
  imageId: string;
  /** Smallest first; the first is the `<img>` fallback for browsers without `srcset`. */
  variants: readonly [MediaVariant, ...MediaVariant[]];
  /** How wide the picture is drawn, so the browser picks the right file. */
  sizes: string;
  alt: string;
  /** Images above the fold load at once; the rest wait until they come near the viewport. */
  eager?: boolean;
  /** The page's main (largest) image: the browser fetches it ahead of the others. */
  priority?: boolean;
  /** The rendered aspect ratio (the card variants are cropped to 392×288). */
  height?: number;
  className?: string;
}

/**
 * React 18 knows no `fetchPriority` prop and would warn about it; the lowercase attribute is
 * passed through to the element as it is.
 */
const PRIORITY_HIGH = { fetchpriority: 'high' };

/** WebP for browsers that take it, JPEG for the rest, both as width-described `srcset`s. */
export function MediaPicture({
  imageId,
  variants,
  sizes,
  alt,
  eager = false,
  priority = false,
  height,
  className,
}: MediaPictureProps) {
  const [fallback] = variants;
  return (
    <picture>
      <source type="image/webp" srcSet={mediaSrcSet(imageId, variants, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={mediaUrl(imageId, fallback, 'jpg')}
        srcSet={mediaSrcSet(imageId, variants, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={VARIANT_WIDTH[fallback]}
        height={height}
        loading={eager || priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        {...(priority && PRIORITY_HIGH)}
      />
    </picture>
  );
}
