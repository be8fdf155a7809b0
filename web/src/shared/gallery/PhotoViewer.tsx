import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { VARIANT_WIDTH, mediaUrl } from '@/shared/media/mediaUrls';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import type { PhotoImage } from './types';
import { type AskedMoves, caughtUp, swipeStep, wantsMorePhotos } from './viewerMoves';
import styles from './PhotoViewer.module.css';

/** One photo the viewer can show. */
export interface ViewerPhoto {
  /** Unique among the album's photos (its `number`). */
  key: string | number;
  image: PhotoImage;
  /** Quarter turns clockwise to draw it with (an unsaved rotation in the admin); 0 if absent. */
  turns?: number;
}

export interface PhotoViewerProps {
  /** The photos loaded so far, in the album's order. */
  photos: readonly ViewerPhoto[];
  /** How many photos the album has in all; more than `photos.length` while pages are to come. */
  total: number;
  /** The shown photo's 0-based position. It may point past `photos` while its page loads. */
  index: number;
  /** Asked to show another photo (arrows, keys, swipes, thumbnails). */
  onIndexChange: (index: number) => void;
  /**
   * Asked for the next page when the shown photo is within 3 of the last loaded one and the
   * album has more (SPEC §9). Called again on every move while that holds: ignore calls while
   * a page is loading.
   */
  onLoadMore?: () => void;
  /** Asked to close (close button, Escape); the parent closes the viewer by unmounting it. */
  onClose: () => void;
  /** The album's name: the dialog's name and the start of each photo's alt text. */
  title: string;
  /** Shown where a photo's page has not come yet; "loading" by default (e.g. an error text). */
  pendingText?: string;
}

/** SPEC §9: from 960 px the slide is 1455 px wide, otherwise 1.3 times the window. */
const SLIDE_SIZES = '(min-width: 960px) min(1455px, 100vw), 130vw';
const TABLET = '(min-width: 600px)';

/**
 * `--ratio` (width / height) lets the CSS fit the photo into the stage, and `--turn` turns it
 * (an odd number of quarter turns swaps the sides it is fitted by).
 */
function frameStyle({ image, turns = 0 }: ViewerPhoto): CSSProperties {
  return {
    '--ratio': image.width / Math.max(1, image.height),
    '--turn': `${turns * 90}deg`,
  } as CSSProperties;
}

function Arrow({ step, label, onStep }: { step: -1 | 1; label: string; onStep: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.arrow} ${step < 0 ? styles.previous : styles.next}`}
      aria-label={label}
      onClick={onStep}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d={step < 0 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** SPEC §9: thumbnails are 124 px wide on phones and 202 px from tablets up. */
function Thumbnail({ photo }: { photo: ViewerPhoto }) {
  const { image } = photo;
  return (
    <picture className={styles.thumbPicture} style={frameStyle(photo)}>
      <source media={TABLET} type="image/webp" srcSet={mediaUrl(image.id, 'thumb', 'webp')} />
      <source media={TABLET} type="image/jpeg" srcSet={mediaUrl(image.id, 'thumb', 'jpg')} />
      <source type="image/webp" srcSet={mediaUrl(image.id, 'thumb-small', 'webp')} />
      <img
        src={mediaUrl(image.id, 'thumb-small', 'jpg')}
        alt=""
        width={VARIANT_WIDTH['thumb-small']}
        height={Math.round((VARIANT_WIDTH['thumb-small'] * image.height) / image.width)}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * The full-screen photo viewer (SPEC §2 "photogallery", §4 "preview from a start index"): a
 * modal dialog with the photo fitted into the screen, previous and next arrows (none before the
 * first or after the last), the ← and → keys, a finger swipe over 50 px, Escape and a close
 * button, a strip of thumbnails that follows the shown photo, and the position read out to
 * screen readers. The photos on either side are fetched ahead so a step shows at once.
 *
 * It knows nothing of where photos come from: the parent owns the position (`index`) and
 * loads pages when asked (`onLoadMore`). Mount it to open it, unmount it to close it; the
 * focus then goes back to what opened it.
 */
export function PhotoViewer({
  photos,
  total,
  index,
  onIndexChange,
  onLoadMore,
  onClose,
  title,
  pendingText,
}: PhotoViewerProps) {
  const { t } = useTranslation('gallery');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stripRef = useRef<HTMLUListElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragX, setDragX] = useState(0);
  const count = Math.max(total, photos.length);
  const hasPrevious = index > 0;
  const hasNext = index < count - 1;

  // The latest callbacks, for the listeners and effects that should not restart with them.
  const latest = useRef({ onIndexChange, onLoadMore, onClose });
  useEffect(() => {
    latest.current = { onIndexChange, onLoadMore, onClose };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    // Focus goes back to whatever opened the viewer, so keyboard users keep their place.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind stays where it is: the viewer covers it, and a finger's move must not
    // scroll it.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // The native modal dialog makes the page behind inert and puts the focus inside.
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      root.style.overflow = overflow;
      dialog?.close();
      opener?.focus();
    };
  }, []);

  // SPEC §9: the next page is asked for near the end, and until a linked position is there.
  const loaded = photos.length;
  useEffect(() => {
    if (wantsMorePhotos(index, loaded, count)) latest.current.onLoadMore?.();
  }, [index, loaded, count]);

  // An arrow that disappears (at the first or last photo) must not take the focus with it:
  // the dialog keeps it, so the keys go on working.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [index]);

  // The strip scrolls so the shown photo's thumbnail is in the middle of it.
  useEffect(() => {
    const strip = stripRef.current;
    const thumb = strip?.children[index];
    if (!strip || !(thumb instanceof HTMLElement)) return;
    const left = thumb.offsetLeft - (strip.clientWidth - thumb.offsetWidth) / 2;
    strip.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [index, loaded]);

  // The positions asked for since the parent last caught up. Keys pressed faster than the
  // parent re-renders (a held arrow key) each take one more step from the last one asked for,
  // and the shown positions passed on the way there are not taken for a new start.
  const asked = useRef<AskedMoves | null>(null);
  const jump = (next: number) => {
    if (next < 0 || next >= count) return;
    const chain = asked.current;
    asked.current = { from: chain && !caughtUp(chain, index) ? chain.from : index, to: next };
    onIndexChange(next);
  };
  const go = (step: -1 | 1) => {
    const chain = asked.current;
    jump((chain && !caughtUp(chain, index) ? chain.to : index) + step);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Tab') {
      // Tab and Shift+Tab go round the viewer's controls instead of out to the browser.
      const focusable = [
        ...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialogRef.current)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    // The photo follows the finger sideways, held back where there is nothing to go to.
    const blocked = (dx > 0 && !hasPrevious) || (dx < 0 && !hasNext);
    setDragX(blocked ? dx / 4 : dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragX(0);
    if (cancelled) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };

  // The shown slide and one on either side: those are drawn (and so fetched) ahead.
  const slides = [index - 1, index, index + 1].filter(
    (position) => position >= 0 && position < count,
  );

  return (
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-label={title || t('viewer.label')}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        // Escape asks the parent, like the close button, instead of closing behind its back.
        event.preventDefault();
        latest.current.onClose();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Browsers may refuse to let a page cancel Escape; then the dialog closes natively.
        if (!dialogRef.current?.open) latest.current.onClose();
      }}
    >
      <div className={styles.bar}>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {t('viewer.position', { index: Math.min(index, count - 1) + 1, count })}
        </p>
        <p className={styles.title}>{title}</p>
        <button
          type="button"
          className={styles.close}
          aria-label={t('viewer.close')}
          onClick={() => latest.current.onClose()}
        >
          <CloseIcon size={26} />
        </button>
      </div>

      <div className={styles.stage}>
        <div
          className={`${styles.track} ${dragX !== 0 ? styles.dragging : ''}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
        >
          {slides.map((position) => {
            const photo = photos[position];
            const offset = position - index;
            const style = {
              transform: `translateX(calc(${offset * 100}% + ${dragX}px))`,
            };
            return (
              <div
                key={photo?.key ?? `pending-${position}`}
                className={styles.slide}
                style={style}
                aria-hidden={offset !== 0 || undefined}
              >
                {photo ? (
                  <span
                    className={`${styles.frame} ${(photo.turns ?? 0) % 2 === 1 ? styles.sideways : ''}`}
                    style={frameStyle(photo)}
                  >
                    <MediaPicture
                      imageId={photo.image.id}
                      variants={['detail', 'full']}
                      sizes={SLIDE_SIZES}
                      alt={t('viewer.photoAlt', { album: title, index: position + 1 })}
                      height={Math.round(
                        (VARIANT_WIDTH.detail * photo.image.height) / photo.image.width,
                      )}
                      eager
                      priority={offset === 0}
                      className={styles.photo}
                    />
                  </span>
                ) : (
                  offset === 0 && (
                    <p className={styles.pending}>{pendingText ?? t('viewer.loading')}</p>
                  )
                )}
              </div>
            );
          })}
        </div>
        {hasPrevious && <Arrow step={-1} label={t('viewer.previous')} onStep={() => go(-1)} />}
        {hasNext && <Arrow step={1} label={t('viewer.next')} onStep={() => go(1)} />}
      </div>

      {photos.length > 1 && (
        <ul ref={stripRef} className={styles.strip} aria-label={t('viewer.thumbnails')}>
          {photos.map((photo, position) => (
            <li key={photo.key}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={position === index || undefined}
                aria-label={t('viewer.showPhoto', { index: position + 1 })}
                onClick={() => jump(position)}
              >
                <Thumbnail photo={photo} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}
