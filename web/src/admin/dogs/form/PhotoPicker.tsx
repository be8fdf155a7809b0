import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import forms from '@/shared/ui/forms.module.css';
import tiles from '@/admin/shared/ui/PhotoTiles.module.css';
import styles from './DogForm.module.css';
import { ACCEPTED_TYPES } from '@/shared/media/photoFiles';
import { MAX_PHOTOS, type PhotoSlot } from './photoSlots';

interface PhotoPickerProps {
  slots: PhotoSlot[];
  /** Answers how many files did not fit. */
  onAdd: (files: File[]) => number;
  onRemove: (key: string) => void;
  onMove: (key: string, to: number) => void;
  error: AdminErrorCode | null;
}

/**
 * The dog's five photo slots (SPEC §3, §9): choose from the phone or computer, watch each
 * upload, reorder by dragging (desktop) or with the arrow buttons (touch, keyboard); the first
 * is the main photo.
 */
export function PhotoPicker({ slots, onAdd, onRemove, onMove, error }: PhotoPickerProps) {
  const { t } = useTranslation('adminDogs');
  const errorText = useErrorText();
  const hintId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState(0);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  // A moved photo keeps the keyboard focus, on an arrow that still works (the one pressed may
  // have become disabled at the end of the row); after a removal, the focus goes to the next
  // photo or to the add button.
  const [focusAfter, setFocusAfter] = useState<{ key: string | null } | null>(null);

  useEffect(() => {
    if (!focusAfter || !list.current) return;
    const slot = focusAfter.key
      ? list.current.querySelector(`[data-slot="${focusAfter.key}"]`)
      : null;
    const target =
      slot?.querySelector<HTMLElement>('button[data-move]:not(:disabled)') ??
      list.current.querySelector<HTMLElement>('input[type="file"]');
    target?.focus();
  }, [focusAfter]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared, so choosing the same file again (after removing it) is noticed.
    event.target.value = '';
    setRefused(onAdd(files));
  };

  const move = (slot: PhotoSlot, to: number) => {
    onMove(slot.key, to);
    setAnnouncement(t('form.photoNumber', { number: to + 1 }));
    setFocusAfter({ key: slot.key });
  };

  const removeAt = (index: number) => {
    const slot = slots[index];
    if (!slot) return;
    onRemove(slot.key);
    setFocusAfter({ key: (slots[index + 1] ?? slots[index - 1])?.key ?? null });
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged) onMove(dragged, index);
    setDragged(null);
  };

  return (
    <fieldset
      data-field="photos"
      className={styles.photos}
      aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()}
    >
      <legend className={styles.legend}>
        {t('form.photos')}{' '}
        <span className={styles.legendNote}>{t('form.photoCount', { count: slots.length })}</span>
      </legend>
      <p id={hintId} className={forms.hint}>
        {t('form.photosHint')}
      </p>
      <ol ref={list} className={styles.slots}>
        {slots.map((slot, index) => {
          const number = index + 1;
          return (
            <li
              key={slot.key}
              data-slot={slot.key}
              className={`${styles.slot} ${dragged === slot.key ? styles.dragging : ''}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(slot.key);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged) event.preventDefault();
              }}
              onDrop={(event) => drop(event, index)}
            >
              <div className={styles.thumb}>
                {slot.preview ? (
                  <img src={slot.preview} alt={t('form.photoNumber', { number })} />
                ) : (
                  <span className={styles.noPreview} aria-hidden="true">
                    !
                  </span>
                )}
                {index === 0 && <span className={styles.mainLabel}>{t('form.mainPhoto')}</span>}
              </div>
              <p className={styles.slotName} title={slot.name}>
                {slot.name || t('form.savedPhoto')}
              </p>
              {slot.status === 'uploading' && (
                // Indeterminate once every byte is sent: the server is still making the variants.
                <progress
                  className={tiles.progress}
                  value={slot.progress < 1 ? slot.progress : undefined}
                  max={1}
                  aria-label={t('form.uploadProgress', { name: slot.name })}
                />
              )}
              {slot.error && (
                <p className={forms.error} role="alert">
                  {errorText(slot.error)}
                </p>
              )}
              <div className={tiles.controls}>
                <button
                  type="button"
                  className={tiles.iconButton}
                  data-move="earlier"
                  aria-label={t('form.moveEarlier', { number })}
                  disabled={index === 0}
                  onClick={() => move(slot, index - 1)}
                >
                  <Arrow direction="left" />
                </button>
                <button
                  type="button"
                  className={tiles.iconButton}
                  data-move="later"
                  aria-label={t('form.moveLater', { number })}
                  disabled={index === slots.length - 1}
                  onClick={() => move(slot, index + 1)}
                >
                  <Arrow direction="right" />
                </button>
                <button
                  type="button"
                  className={tiles.iconButton}
                  aria-label={t('form.remove', { number })}
                  onClick={() => removeAt(index)}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="2.4"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </div>
            </li>
          );
        })}
        {slots.length < MAX_PHOTOS && (
          <li className={styles.addSlot}>
            <label className={styles.add}>
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
                <path
                  d="M12 5v14M5 12h14"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
              {t('form.addPhoto')}
              <input
                type="file"
                className="visually-hidden"
                accept={ACCEPTED_TYPES.join(',')}
                multiple
                onChange={choose}
              />
            </label>
          </li>
        )}
      </ol>
      {refused > 0 && (
        <p className={forms.error} role="alert">
          {t('form.tooManyFiles', { count: refused })}
        </p>
      )}
      {error && (
        <p id={errorId} className={forms.error}>
          {errorText(error)}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
