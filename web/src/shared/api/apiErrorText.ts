import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCodeOf } from './apiError';

/**
 * Every code the server can send (`testdata/error-codes.json`); each has a text in the
 * `apiErrors` namespace, which loads only when a page that can show one does.
 */
export const API_ERROR_CODES = [
  'invalidRequest',
  'message404Error',
  'payloadTooLarge',
  'tooManyRequests',
  'somethingWentWrong',
  'serviceUnavailable',
  'loginError',
  'accountBlocked',
  'tokenExpiredMessage',
  'accessErrorMessage',
  'xsrfTokenInvalid',
  'conflict',
  'fieldNameNotEmpty',
  'theNameMustBe',
  'IncorrectName',
  'emptyEmail',
  'emailIncorrect',
  'emptyNumber',
  'incorrectNumber',
  'theMessageMustBe',
  'loginValidation',
  'newPasswordRequired',
  'passwordValidation',
  'loginTaken',
  'languageError',
  'imageError',
  'currentPasswordRequired',
  'passwordNotMatch',
  'wrongCurrentPassword',
  'warningMessageInvalidPhoto',
  'uploadingErrorMessage',
  'uploadsBusyMessage',
  'invalidSymbol',
  'minDogNameLength',
  'maxDogNameLength',
  'minDogDescriptionLength',
  'maxDogDescriptionLength',
  'dogParametersRequired',
  'invalidBirthDate',
  'invalidDogSex',
  'invalidDogSize',
  'invalidBreed',
  'photoRequired',
  'tooManyPhotos',
  'duplicatePhoto',
  'oneMainPhoto',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

function isApiErrorCode(code: string): code is ApiErrorCode {
  return (API_ERROR_CODES as readonly string[]).includes(code);
}

/** The code of a failed call; a body without a known code counts as the generic failure. */
export function apiErrorCodeOf(error: unknown): ApiErrorCode {
  const isFetchError = typeof error === 'object' && error !== null && 'status' in error;
  const code = isFetchError ? errorCodeOf(error as FetchBaseQueryError) : 'somethingWentWrong';
  return isApiErrorCode(code) ? code : 'somethingWentWrong';
}

/** The visitor's text for an error code, in the current language. */
export function useApiErrorText(): (code: ApiErrorCode) => string {
  // Never suspends the page: the texts are needed only after a call has failed.
  const { t } = useTranslation('apiErrors', { useSuspense: false });
  return useCallback((code) => t(code), [t]);
}
