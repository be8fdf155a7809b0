/** SPEC §5 "Images": PNG or JPG, at most 10 MB. The server checks the rest (content, 256×256). */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Some systems give no type for a file; its name then says what it claims to be. */
const ACCEPTED_NAME = /\.(png|jpe?g)$/i;

/** The checks a browser can make before sending a chosen file (staff's uploads, guests' photos). */
export function checkPhotoFile(file: {
  name: string;
  type: string;
  size: number;
}): 'warningMessageInvalidPhoto' | null {
  const accepted =
    file.type === '' ? ACCEPTED_NAME.test(file.name) : ACCEPTED_TYPES.includes(file.type);
  if (!accepted || file.size > MAX_PHOTO_BYTES) return 'warningMessageInvalidPhoto';
  return null;
}
