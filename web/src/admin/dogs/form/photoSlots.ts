import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import type { AdminDog } from '../api/dogTypes';
import { mediaUrl } from '@/shared/media/mediaUrls';

/** SPEC §9: a dog has at most five photos; the first is the main one. */
export const MAX_PHOTOS = 5;

/** One photo of the form (SPEC §3 "each with name, source and upload progress"). */
export interface PhotoSlot {
  /** Stable across reorders, for React and for the upload that fills it. */
  key: string;
  /** The file's name, or empty for a photo the dog already had. */
  name: string;
  source: 'device' | 'saved';
  /** What to show: a local preview while uploading, our thumbnail once saved. */
  preview: string | null;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0 to 1. */
  progress: number;
  imageId: string | null;
  error: AdminErrorCode | null;
}

export type PhotoSlotAction =
  | { type: 'added'; slots: PhotoSlot[] }
  | { type: 'progressed'; key: string; progress: number }
  | { type: 'uploaded'; key: string; imageId: string }
  | { type: 'failed'; key: string; error: AdminErrorCode }
  | { type: 'removed'; key: string }
  | { type: 'moved'; key: string; to: number };

function update(slots: PhotoSlot[], key: string, change: Partial<PhotoSlot>): PhotoSlot[] {
  return slots.map((slot) => (slot.key === key ? { ...slot, ...change } : slot));
}

export function photoSlotsReducer(slots: PhotoSlot[], action: PhotoSlotAction): PhotoSlot[] {
  switch (action.type) {
    case 'added':
      return [...slots, ...action.slots].slice(0, MAX_PHOTOS);
    case 'progressed':
      return update(slots, action.key, { progress: action.progress });
    case 'uploaded':
      return update(slots, action.key, {
        status: 'uploaded',
        progress: 1,
        imageId: action.imageId,
        error: null,
      });
    case 'failed':
      return update(slots, action.key, { status: 'failed', error: action.error });
    case 'removed':
      return slots.filter((slot) => slot.key !== action.key);
    case 'moved': {
      const from = slots.findIndex((slot) => slot.key === action.key);
      const to = Math.max(0, Math.min(action.to, slots.length - 1));
      if (from < 0 || from === to) return slots;
      const next = [...slots];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    }
  }
}

/** The dog's saved photos, main first, as slots that need no upload. */
export function slotsOfDog(dog: AdminDog): PhotoSlot[] {
  const ordered = [...dog.photos].sort((a, b) => Number(b.main) - Number(a.main));
  return ordered.map((photo) => ({
    key: `saved-${photo.id}`,
    name: '',
    source: 'saved',
    preview: mediaUrl(photo.id, 'thumb'),
    status: 'uploaded',
    progress: 1,
    imageId: photo.id,
    error: null,
  }));
}

export function isUploading(slots: PhotoSlot[]): boolean {
  return slots.some((slot) => slot.status === 'uploading');
}

/**
 * What the photos make wrong with the form: none yet, or one that failed and still waits to be
 * removed (it would silently not be saved).
 */
export function photosError(slots: PhotoSlot[]): AdminErrorCode | null {
  if (slots.some((slot) => slot.status === 'failed')) return 'photoNotUploaded';
  if (!slots.some((slot) => slot.status === 'uploaded')) return 'photoRequired';
  return null;
}

/** The request's photos: the uploaded ones in the form's order, the first flagged main. */
export function photosBody(slots: PhotoSlot[]): { id: string; main: boolean }[] {
  return slots
    .filter((slot) => slot.status === 'uploaded' && slot.imageId !== null)
    .map((slot, index) => ({ id: slot.imageId as string, main: index === 0 }));
}
