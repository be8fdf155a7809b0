import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, uploadImage, type UploadedImage } from '../api/uploadImage';
import type { AdminErrorCode } from '../errors/apiProblem';
import { checkPhotoFile } from '@/shared/media/photoFiles';

export type ImageUploadState =
  | { status: 'idle' }
  /** `preview` is a local `blob:` URL of the chosen file, shown while it goes up. */
  | { status: 'uploading'; progress: number; preview: string }
  | { status: 'failed'; error: AdminErrorCode };

interface Running {
  controller: AbortController;
  preview: string;
}

/**
 * One picture at a time: a chosen file is checked, then uploaded with its progress reported.
 * Choosing another, or leaving, stops the one under way and frees its preview.
 */
export function useImageUpload(url?: string) {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const running = useRef<Running | null>(null);

  const stop = useCallback(() => {
    const current = running.current;
    running.current = null;
    if (!current) return;
    current.controller.abort();
    URL.revokeObjectURL(current.preview);
  }, []);

  useEffect(() => stop, [stop]);

  /** Answers the uploaded image, or `null` when refused, failed or replaced by another choice. */
  const upload = useCallback(
    async (file: File): Promise<UploadedImage | null> => {
      stop();
      const refused = checkPhotoFile(file);
      if (refused) {
        setState({ status: 'failed', error: refused });
        return null;
      }
      const current = { controller: new AbortController(), preview: URL.createObjectURL(file) };
      running.current = current;
      setState({ status: 'uploading', progress: 0, preview: current.preview });
      try {
        const image = await uploadImage(file, {
          url,
          signal: current.controller.signal,
          onProgress: (progress) =>
            setState({ status: 'uploading', progress, preview: current.preview }),
        });
        if (running.current !== current) return null;
        stop();
        setState({ status: 'idle' });
        return image;
      } catch (error) {
        if (running.current !== current) return null;
        stop();
        setState({
          status: 'failed',
          error: error instanceof UploadError ? error.code : 'uploadingErrorMessage',
        });
        return null;
      }
    },
    [stop, url],
  );

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, upload, reset };
}
