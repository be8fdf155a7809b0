import type { PictureLook } from '@/shared/media/pictureLook';
import pictures from './pictures.json';

/**
 * How the want-a-friend pages draw their photos. The server reads the same file to preload the
 * photos a page shows first (query/src/page_meta/subjects/dog.rs), which helps only when the
 * preload's `srcset` and `sizes` are exactly the picture's. JSON has no variant type; a test
 * checks the names.
 */
export const PICTURES = pictures as unknown as {
  /** Cards are at most 392 px wide: one column on phones, two on tablets, three from 960 px. */
  card: PictureLook;
  /** The details page's large photo. */
  gallery: PictureLook;
  /** Cards in the first row (up to three columns) load their photos at once. */
  eagerCards: number;
};
