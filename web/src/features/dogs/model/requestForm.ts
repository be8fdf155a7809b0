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
import type { RequestField, RequestFields } from './requestFields';

/** The contract's error keys for this form. */
export type RequestErrorKey = RequestNameError | EmailError | PhoneError | RequestMessageError;

export type RequestErrors = Partial<Record<RequestField, RequestErrorKey>>;

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
