import {
  type ContactMessageError,
  type ContactNameError,
  type EmailError,
  type PhoneError,
  type QuestionError,
  validateContactMessage,
  validateContactName,
  validateEmail,
  validatePhone,
  validateQuestion,
} from '@/shared/validation';

/** SPEC §3 "Channels: by email, by phone": how the visitor wants to be answered. */
export type ContactChannel = 'phone' | 'email';

/** What the form writes: a contact message, or a question for the FAQ (which may use "?"). */
export type MessageKind = 'message' | 'question';

export interface ContactFields {
  name: string;
  /** As the mask shows it, `+38(050)123-45-67`, or empty. */
  phone: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactFields;

export type ContactErrorKey =
  ContactNameError | PhoneError | EmailError | ContactMessageError | QuestionError;

export const EMPTY_CONTACT: ContactFields = { name: '', phone: '', email: '', message: '' };

/** The fields the chosen channel shows, in their order on the form. */
export function fieldsOf(channel: ContactChannel): ContactField[] {
  return ['name', channel, 'message'];
}

/** SPEC §5 "Contact form": each shown field's error key, if it has one (email only by email, phone only by phone). */
export function contactErrors(
  channel: ContactChannel,
  fields: ContactFields,
  kind: MessageKind = 'message',
): Partial<Record<ContactField, ContactErrorKey>> {
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {};
  const name = validateContactName(fields.name);
  const reach = channel === 'phone' ? validatePhone(fields.phone) : validateEmail(fields.email);
  const message =
    kind === 'question' ? validateQuestion(fields.message) : validateContactMessage(fields.message);
  if (name) errors.name = name;
  if (reach) errors[channel] = reach;
  if (message) errors.message = message;
  return errors;
}
