import {
  type EmailError,
  type PhoneError,
  type RequestMessageError,
  type RequestNameError,
  validatePhone,
  validateRequestEmail,
  validateRequestMessage,
  validateRequestName,
} from '@/shared/validation';

/** SPEC §2 request modal: take care of a dog, or take it home. */
export type RequestKind = 'takeCare' | 'takeHome';

export interface RequestFields {
  name: string;
  email: string;
  /** As the mask shows it, `+38(050)123-45-67`, or empty. */
  phone: string;
  message: string;
}

export type RequestField = keyof RequestFields;

/** The contract's error keys for this form. */
export type RequestErrorKey = RequestNameError | EmailError | PhoneError | RequestMessageError;

export type RequestErrors = Partial<Record<RequestField, RequestErrorKey>>;

export const EMPTY_REQUEST: RequestFields = { name: '', email: '', phone: '', message: '' };

/** SPEC §5 "Dog request modal": each field's error key, if it has one. */
export function requestErrors(fields: RequestFields): RequestErrors {
  const errors: RequestErrors = {};
  const name = validateRequestName(fields.name);
  const email = validateRequestEmail(fields.email);
  const phone = validatePhone(fields.phone);
  const message = validateRequestMessage(fields.message);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (phone) errors.phone = phone;
  if (message) errors.message = message;
  return errors;
}
