import { lazy, Suspense } from 'react';
import type { AdminPhoto } from '../api/albumTypes';

/*
 * The public full-screen viewer (SPEC §2 "full-screen preview viewer", §4 "preview from a
 * start index"), the one the About page's gallery opens: staff see a photo as visitors will.
 * It is fetched in its own chunk when a preview first opens; its texts (the `gallery`
 * namespace) load lazily too, and the viewer suspends on them inside the `Suspense` below.
 */
const PhotoViewer = lazy(() =>
  import('@/shared/gallery/PhotoViewer').then((module) => ({
    default: module.PhotoViewer,
  })),
);

interface PhotoPreviewProps {
  title: string;
  photos: readonly AdminPhoto[];
  /** Unsaved quarter turns per photo number, shown as they will be saved. */
  pendingTurns: (photo: AdminPhoto) => number;
  total: number;
  index: number;
  onIndexChange: (index: number) => void;
  onLoadMore: () => void;
  onClose: () => void;
}

export function PhotoPreview({
  title,
  photos,
  pendingTurns,
  total,
  index,
  onIndexChange,
  onLoadMore,
  onClose,
}: PhotoPreviewProps) {
  return (
    <Suspense fallback={null}>
      <PhotoViewer
        title={title}
        photos={photos.map((photo) => ({
          key: photo.number,
          image: photo.image,
          turns: pendingTurns(photo),
        }))}
        total={total}
        index={index}
        onIndexChange={onIndexChange}
        onLoadMore={onLoadMore}
        onClose={onClose}
      />
    </Suspense>
  );
}
