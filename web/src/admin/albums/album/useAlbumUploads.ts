import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { UploadError, uploadImage } from '@/admin/shared/api/uploadImage';
import { checkPhotoFile } from '@/shared/media/photoFiles';
import type { AdminPhoto } from '../api/albumTypes';
import { albumPhotoUploadUrl } from '../api/albumsApi';
import {
  emptyQueue,
  nextRetryAt,
  retryDelayMs,
  uploadQueueReducer,
  uploadsToStart,
} from '../model/uploadQueue';

/**
 * Sends the photos chosen for an album, two at a time (see `model/uploadQueue`). Each one is in
 * the album as soon as its answer comes (`onUploaded`); leaving the page stops the ones under
 * way and forgets the queued ones, which the page warns about first.
 */
export function useAlbumUploads(albumId: number, onUploaded: (photo: AdminPhoto) => void) {
  const [queue, dispatch] = useReducer(uploadQueueReducer, emptyQueue);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);
  const uploaded = useRef(onUploaded);
  // Bumped when a busy upload's wait is over, so the queue is looked at again.
  const [clock, setClock] = useState(0);

  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    const controllers = running.current;
    const chosen = files.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
      chosen.clear();
    };
  }, []);

  const send = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      const controller = new AbortController();
      running.current.set(key, controller);
      uploadImage(file, {
        url: albumPhotoUploadUrl(albumId),
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: 'progressed', key, progress }),
      }).then(
        (answer) => {
          running.current.delete(key);
          files.current.delete(key);
          dispatch({ type: 'finished', key });
          // The album's upload route answers the photo it added, not a bare image.
          uploaded.current(answer as unknown as AdminPhoto);
        },
        (error: unknown) => {
          running.current.delete(key);
          if (controller.signal.aborted) return;
          const refusal = error instanceof UploadError ? error : null;
          const code = refusal?.code ?? 'uploadingErrorMessage';
          if (code === 'uploadsBusyMessage') {
            // The server's Retry-After when it sent one, else its usual wait.
            const delay = retryDelayMs(refusal?.retryAfterSeconds);
            dispatch({ type: 'busy', key, retryAt: Date.now() + delay });
          } else {
            files.current.delete(key);
            dispatch({ type: 'failed', key, error: code });
          }
        },
      );
    },
    [albumId],
  );

  useEffect(() => {
    const keys = uploadsToStart(queue, Date.now());
    if (keys.length === 0) return;
    dispatch({ type: 'started', keys });
    for (const key of keys) send(key);
  }, [queue, clock, send]);

  useEffect(() => {
    const at = nextRetryAt(queue);
    if (at === null) return;
    const timer = window.setTimeout(
      () => setClock((tick) => tick + 1),
      Math.max(0, at - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [queue]);

  /** Gives each file a tile at once; the ones the browser can tell are wrong say so there. */
  const addFiles = useCallback((chosen: File[]) => {
    const added = chosen.map((file) => {
      const key = `upload-${(nextKey.current += 1)}`;
      const refused = checkPhotoFile(file);
      if (!refused) files.current.set(key, file);
      return { key, name: file.name, refused };
    });
    if (added.length > 0) dispatch({ type: 'added', files: added });
  }, []);

  const dismiss = useCallback((key: string) => dispatch({ type: 'dismissed', key }), []);

  return { tiles: queue.tiles, queue, addFiles, dismiss };
}
