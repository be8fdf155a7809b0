import { useCallback, useEffect, useReducer, useRef } from 'react';
import { UploadError, uploadImage } from '@/admin/shared/api/uploadImage';
import { checkPhotoFile } from '@/shared/media/photoFiles';
import { MAX_PHOTOS, photoSlotsReducer, type PhotoSlot } from './photoSlots';

interface Upload {
  controller: AbortController;
  /** A local preview (`blob:` URL) to release when the photo goes. */
  preview: string | null;
}

/**
 * The dog form's photos: chosen files start uploading at once, each reporting its progress to
 * its slot. Removing a photo (or closing the form) stops its upload and frees its preview.
 */
export function usePhotoUploads(initial: PhotoSlot[]) {
  const [slots, dispatch] = useReducer(photoSlotsReducer, initial);
  const uploads = useRef(new Map<string, Upload>());
  const nextKey = useRef(0);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const { controller, preview } of running.values()) {
        controller.abort();
        if (preview) URL.revokeObjectURL(preview);
      }
      running.clear();
    };
  }, []);

  const start = useCallback((key: string, file: File, preview: string | null) => {
    const controller = new AbortController();
    uploads.current.set(key, { controller, preview });
    uploadImage(file, {
      signal: controller.signal,
      onProgress: (progress) => dispatch({ type: 'progressed', key, progress }),
    }).then(
      (image) => dispatch({ type: 'uploaded', key, imageId: image.id }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const code = error instanceof UploadError ? error.code : 'uploadingErrorMessage';
        dispatch({ type: 'failed', key, error: code });
      },
    );
  }, []);

  /** Adds what fits of `files`; answers how many did not fit. */
  const addFiles = useCallback(
    (files: File[]): number => {
      const accepted = files.slice(0, Math.max(0, MAX_PHOTOS - slots.length));
      const added = accepted.map((file) => {
        const error = checkPhotoFile(file);
        const slot: PhotoSlot = {
          key: `new-${(nextKey.current += 1)}`,
          name: file.name,
          source: 'device',
          preview: error ? null : URL.createObjectURL(file),
          status: error ? 'failed' : 'uploading',
          progress: 0,
          imageId: null,
          error,
        };
        return { slot, file };
      });
      dispatch({ type: 'added', slots: added.map(({ slot }) => slot) });
      for (const { slot, file } of added) {
        if (slot.status === 'uploading') start(slot.key, file, slot.preview);
      }
      return files.length - accepted.length;
    },
    [slots.length, start],
  );

  const remove = useCallback((key: string) => {
    const upload = uploads.current.get(key);
    if (upload) {
      upload.controller.abort();
      if (upload.preview) URL.revokeObjectURL(upload.preview);
      uploads.current.delete(key);
    }
    dispatch({ type: 'removed', key });
  }, []);

  const move = useCallback((key: string, to: number) => dispatch({ type: 'moved', key, to }), []);

  return { slots, addFiles, remove, move };
}
