import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The server's error body: `code` is a translation key (SPEC §5, §8). */
export interface ApiErrorBody {
  code: string;
  message: string;
  field?: string;
}

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  return (
    typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).code === 'string'
  );
}

/** The translation key for a failed request, falling back to the generic one. */
export function errorCodeOf(error: FetchBaseQueryError | undefined): string {
  if (error && isApiErrorBody(error.data)) return error.data.code;
  return 'somethingWentWrong';
}
