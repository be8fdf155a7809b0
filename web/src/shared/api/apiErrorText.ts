import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import errors from '@/locales/en/errors.json';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCodeOf } from './apiError';

/** Every code the server can send (`testdata/error-codes.json`); each has a text under `errors:api`. */
export type ApiErrorCode = keyof typeof errors.api;

export const API_ERROR_CODES = Object.keys(errors.api) as ApiErrorCode[];

function isApiErrorCode(code: string): code is ApiErrorCode {
  return (API_ERROR_CODES as string[]).includes(code);
}

/** The code of a failed call; a body without a known code counts as the generic failure. */
export function apiErrorCodeOf(error: unknown): ApiErrorCode {
  const isFetchError = typeof error === 'object' && error !== null && 'status' in error;
  const code = isFetchError ? errorCodeOf(error as FetchBaseQueryError) : 'somethingWentWrong';
  return isApiErrorCode(code) ? code : 'somethingWentWrong';
}

/** The visitor's text for an error code, in the current language. */
export function useApiErrorText(): (code: ApiErrorCode) => string {
  const { t } = useTranslation('errors');
  return useCallback((code) => t(`api.${code}`), [t]);
}
