import type { MediaVariant } from './mediaUrls';

/** How a page draws one kind of picture: its `srcset` variants, smallest first, and `sizes`. */
export interface PictureLook {
  variants: readonly [MediaVariant, ...MediaVariant[]];
  sizes: string;
}
