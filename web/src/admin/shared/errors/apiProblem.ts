// The module itself, not the api index: that would start i18next and the store for a pure function.
import { errorCodeOf } from '@/shared/api/apiError';
import { API_ERROR_CODES } from '@/shared/api/apiErrorCodes';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * Every error code the admin screens can explain: each code the server can send
 * (`testdata/error-codes.json`, listed once in `API_ERROR_CODES`) and the admin forms' own; each
 * has a text under `admin:errors` or, for the shared validators' codes, under `validation`.
 */
export const ADMIN_ERROR_CODES = [
  ...API_ERROR_CODES,
  // The admin forms' own checks, before anything is sent.
  'profilePictureRequired',
  'photoNotUploaded',
] as const;

export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

/** A failed call, reduced to what the screen shows: the text's key and the field it is about. */
export interface ApiProblem {
  code: AdminErrorCode;
  field?: string;
}

function isAdminErrorCode(code: string): code is AdminErrorCode {
  return (ADMIN_ERROR_CODES as readonly string[]).includes(code);
}

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** Reads an error thrown by `unwrap()`; codes the admin has no text for become the generic one. */
export function apiProblemOf(error: unknown): ApiProblem {
  if (!isFetchError(error)) return { code: 'somethingWentWrong' };
  const code = errorCodeOf(error);
  const data = error.data as { field?: unknown } | undefined;
  const field = typeof data?.field === 'string' ? data.field : undefined;
  return isAdminErrorCode(code) ? { code, field } : { code: 'somethingWentWrong' };
}
