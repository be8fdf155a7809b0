import { useEffect, type ChangeEvent } from 'react';
import { useImageUpload } from './useImageUpload';

/**
 * A file input's choice uploaded as a form's picture: the form is told while an upload is
 * under way (it waits for it before saving) and is handed the uploaded image's id.
 */
export function useImageChoice(
  onUploaded: (imageId: string) => void,
  onUploadingChange: (uploading: boolean) => void,
  url?: string,
) {
  const { state, upload, reset } = useImageUpload(url);
  const uploading = state.status === 'uploading';

  useEffect(() => onUploadingChange(uploading), [onUploadingChange, uploading]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is noticed.
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) onUploaded(image.id);
  };

  return { state, uploading, choose, reset };
}
