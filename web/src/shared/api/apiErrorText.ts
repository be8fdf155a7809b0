import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCodeOf } from './apiError';
import { API_ERROR_CODES, type ApiErrorCode } from './apiErrorCodes';

export { API_ERROR_CODES, type ApiErrorCode };

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
