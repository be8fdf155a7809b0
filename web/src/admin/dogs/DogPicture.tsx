import { mediaUrl } from '../media/mediaUrls';

interface DogPictureProps {
  imageId: string;
  alt: string;
  /** `card`: the 392×288 crop (and its 2× twin); `detail`: the whole photo, up to 960 wide. */
  kind: 'card' | 'detail';
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** One uploaded photo, WebP where the browser takes it, from the variants the server made. */
export function DogPicture({ imageId, alt, kind, sizes, className, eager }: DogPictureProps) {
  const set = (format: 'webp' | 'jpg') =>
    kind === 'card'
      ? `${mediaUrl(imageId, 'card', format)} 392w, ${mediaUrl(imageId, 'card-2x', format)} 784w`
      : `${mediaUrl(imageId, 'thumb', format)} 202w, ${mediaUrl(imageId, 'detail', format)} 960w`;
  return (
    <picture>
      <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
      <img
        className={className}
        src={mediaUrl(imageId, kind === 'card' ? 'card' : 'detail')}
        srcSet={set('jpg')}
        sizes={sizes}
        alt={alt}
        width={kind === 'card' ? 392 : undefined}
        height={kind === 'card' ? 288 : undefined}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
