import { checkPhotoFile } from '@/shared/media/photoFiles';
import type { BotTraps } from '@/shared/ui/Honeypot';
import {
  type ContactNameError,
  type ReviewTextError,
  validateContactName,
  validateReviewText,
} from '@/shared/validation';

/** What a guest types into the review (or answer) form. */
export interface ReviewFields {
  name: string;
  /** Optional. */
  petName: string;
  text: string;
}

/** The form's fields as the server names them in an error's `field`. */
export type ReviewField = keyof ReviewFields | 'photo';

export const REVIEW_FIELDS: readonly ReviewField[] = ['name', 'petName', 'text', 'photo'];

export type ReviewErrorKey = ContactNameError | ReviewTextError | 'warningMessageInvalidPhoto';

export const EMPTY_REVIEW: ReviewFields = { name: '', petName: '', text: '' };

export function isReviewField(field: unknown): field is ReviewField {
  return REVIEW_FIELDS.includes(field as ReviewField);
}

/**
 * The rules the server applies too (the shared table): the name as the contact form's, the
 * pet's name the same rule when given, the text `reviewText`, the photo a PNG or JPG up to 10 MB.
 */
export function reviewErrors(
  fields: ReviewFields,
  photo: { name: string; type: string; size: number } | null,
): Partial<Record<ReviewField, ReviewErrorKey>> {
  const errors: Partial<Record<ReviewField, ReviewErrorKey>> = {};
  const name = validateContactName(fields.name);
  const petName = fields.petName.trim() === '' ? null : validateContactName(fields.petName);
  const text = validateReviewText(fields.text);
  const image = photo ? checkPhotoFile(photo) : null;
  if (name) errors.name = name;
  if (petName) errors.petName = petName;
  if (text) errors.text = text;
  if (image) errors.photo = image;
  return errors;
}

/** The multipart body of `POST /api/feedback` (and of an answer): trimmed as the rules read it. */
export function reviewForm(fields: ReviewFields, photo: Blob | null, traps: BotTraps): FormData {
  const form = new FormData();
  form.append('name', fields.name.trim());
  form.append('petName', fields.petName.trim());
  form.append('text', fields.text.trimEnd());
  form.append('website', traps.website);
  form.append('shownForMs', String(traps.shownForMs));
  if (photo) form.append('photo', photo, photo instanceof File ? photo.name : 'photo');
  return form;
}
