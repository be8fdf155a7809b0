import type { PictureLook } from '@/shared/media/pictureLook';
import pictures from './pictures.json';

/**
 * How the meet-us tab draws its pictures. A JSON file, as the blog's, so the server preloads
 * the house photo with exactly the `srcset` and `sizes` the page uses.
 */
export const PICTURES = pictures as unknown as {
  /** The house beside the story: the page's first and largest picture. */
  house: PictureLook;
  /** Team photos, three in a row from 960 px. */
  team: PictureLook;
  /** The certificate, its aspect kept inside a fixed box. */
  certificate: PictureLook;
  /** The hostess's round avatar beside her quote. */
  avatar: PictureLook;
};
