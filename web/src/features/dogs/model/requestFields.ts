// Apart from the form's rules (`requestForm`), so the dog page can hold a request's fields
// without loading the validators, which only the request form needs.

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

export const EMPTY_REQUEST: RequestFields = { name: '', email: '', phone: '', message: '' };
