import { validateEmail, validatePhone } from '@/shared/validation';
import type { ContactDetailsBody } from './api/contactDetailsApi';

/** The form as typed: every field text, so a half-typed coordinate is not lost. */
export interface ContactDetailsFormValues {
  landline: string;
  mobile1: string;
  mobile2: string;
  email: string;
  addressUk: string;
  addressEn: string;
  socialUrl: string;
  latitude: string;
  longitude: string;
}

export type ContactDetailsFormField = keyof ContactDetailsFormValues;

/** The request's field names, as the server's refusals and the history name them. */
export const REQUEST_FIELD: Record<ContactDetailsFormField, string> = {
  landline: 'landline',
  mobile1: 'mobilePhones.0',
  mobile2: 'mobilePhones.1',
  email: 'email',
  addressUk: 'address.uk',
  addressEn: 'address.en',
  socialUrl: 'socialUrl',
  latitude: 'location',
  longitude: 'location',
};

export function formValuesOf(
  details: Omit<ContactDetailsBody, 'version'>,
): ContactDetailsFormValues {
  return {
    landline: details.landline,
    mobile1: details.mobilePhones[0],
    mobile2: details.mobilePhones[1],
    email: details.email,
    addressUk: details.address.uk,
    addressEn: details.address.en,
    socialUrl: details.socialUrl,
    latitude: String(details.latitude),
    longitude: String(details.longitude),
  };
}

export function bodyOf(values: ContactDetailsFormValues, version: number): ContactDetailsBody {
  return {
    version,
    landline: values.landline,
    mobilePhones: [values.mobile1, values.mobile2],
    email: values.email.trim(),
    address: { uk: values.addressUk.trim(), en: values.addressEn.trim() },
    socialUrl: values.socialUrl.trim(),
    latitude: Number(values.latitude.replace(',', '.')),
    longitude: Number(values.longitude.replace(',', '.')),
  };
}

/** The same rules the server applies, each field's error code if it has one. */
export function formErrors(
  values: ContactDetailsFormValues,
): Partial<Record<ContactDetailsFormField, string>> {
  const errors: Partial<Record<ContactDetailsFormField, string>> = {};
  for (const field of ['landline', 'mobile1', 'mobile2'] as const) {
    const error = validatePhone(values[field]);
    if (error) errors[field] = error;
  }
  const email = validateEmail(values.email.trim());
  if (email) errors.email = email;
  for (const field of ['addressUk', 'addressEn'] as const) {
    const address = values[field].trim();
    if (address === '') errors[field] = 'addressRequired';
    else if ([...address].length > 200) errors[field] = 'textTooLong';
  }
  const url = values.socialUrl.trim();
  if (!/^https:\/\/\S+$/.test(url) || url.length > 300) errors.socialUrl = 'linkInvalid';
  const within = (text: string, limit: number) => {
    const value = Number(text.replace(',', '.'));
    return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit;
  };
  if (!within(values.latitude, 90)) errors.latitude = 'mapLocationInvalid';
  if (!within(values.longitude, 180)) errors.longitude = 'mapLocationInvalid';
  return errors;
}
