import type { AdminErrorCode } from '../errors/apiProblem';

/** SPEC §5 "Images": PNG or JPG, at most 10 MB. The server checks the rest (content, 256×256). */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The checks a browser can make before sending a chosen file. */
export function checkPhotoFile(file: { type: string; size: number }): AdminErrorCode | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'warningMessageInvalidPhoto';
  if (file.size > MAX_PHOTO_BYTES) return 'warningMessageInvalidPhoto';
  return null;
}
