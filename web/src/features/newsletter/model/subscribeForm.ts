// The module itself, not the api index: that would start i18next and the store for pure functions.
import { apiErrorCodeOf, type ApiErrorCode } from '@/shared/api/apiErrorText';
import { type EmailError, validateEmail } from '@/shared/validation';

/** The newsletter strip's form between renders (SPEC §4 "Newsletter", §5). */
export interface SubscribeForm {
  email: string;
  /** Nothing is checked before the first submit; from then on every change is. */
  submitted: boolean;
  /** The server's verdict on the address as sent, shown until the visitor changes it. */
  refused: EmailError | null;
}

export const EMPTY_SUBSCRIBE_FORM: SubscribeForm = { email: '', submitted: false, refused: null };

export type SubscribeAction =
  | { type: 'typed'; email: string }
  | { type: 'submitted' }
  | { type: 'refused'; error: EmailError }
  | { type: 'subscribed' };

export function subscribeFormReducer(form: SubscribeForm, action: SubscribeAction): SubscribeForm {
  switch (action.type) {
    case 'typed':
      return { ...form, email: action.email, refused: null };
    case 'submitted':
      return { ...form, submitted: true };
    case 'refused':
      return { ...form, submitted: true, refused: action.error };
    // The field is cleared after sending, and the next address is not checked before its submit.
    case 'subscribed':
      return EMPTY_SUBSCRIBE_FORM;
  }
}

/** The address as it is checked and sent: spaces pasted around it are no part of it. */
export function addressOf(form: SubscribeForm): string {
  return form.email.trim();
}

/** The error the field shows: none before the first submit, then the rule's or the server's. */
export function emailErrorOf(form: SubscribeForm): EmailError | null {
  if (!form.submitted) return null;
  return form.refused ?? validateEmail(addressOf(form));
}

/** A failed subscription: an address the server refused shows on the field, the rest in a popup. */
export type SubscribeFailure = { field: EmailError } | { popup: ApiErrorCode };

const EMAIL_ERRORS: readonly EmailError[] = ['emptyEmail', 'emailIncorrect'];

function isEmailError(code: string): code is EmailError {
  return (EMAIL_ERRORS as readonly string[]).includes(code);
}

export function subscribeFailureOf(error: unknown): SubscribeFailure {
  const code = apiErrorCodeOf(error);
  return isEmailError(code) ? { field: code } : { popup: code };
}
