import type { PictureLook } from '@/shared/media/pictureLook';
import pictures from './pictures.json';

/**
 * How the blog pages draw their pictures. A JSON file, as the want-a-friend one, so the server
 * can preload a page's first picture with exactly the `srcset` and `sizes` the page uses. JSON
 * has no variant type; a test checks the names.
 */
export const PICTURES = pictures as unknown as {
  /** Article cards are at most 376 px wide: one column on phones, two on tablets, three from 960 px. */
  card: PictureLook;
  /** The main article's picture in the blog's banner, the list page's largest image. */
  banner: PictureLook;
  /** The open article's own picture under its title. */
  cover: PictureLook;
  /** Pictures inside the article's text column. */
  content: PictureLook;
  /** Cards in the first row load their pictures at once. */
  eagerCards: number;
};
