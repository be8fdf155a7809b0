export { apiHeaders } from './apiHeaders';
export { LOCALIZED_TAG, baseApi } from './baseApi';
export { errorCodeOf, type ApiErrorBody } from './apiError';
export {
  API_ERROR_CODES,
  apiErrorCodeOf,
  useApiErrorText,
  type ApiErrorCode,
} from './apiErrorText';
export {
  globalErrorSlice,
  selectStatusCode,
  statusCodeCleared,
  statusCodeSet,
  type GlobalErrorState,
} from './globalError';
export {
  isSessionExpiredState,
  sendHomeAsExpired,
  type SessionExpiredState,
} from './sessionExpired';
export {
  secondFactorSlice,
  selectSecondFactorRequired,
  type SecondFactorState,
} from './secondFactorRequired';
export { renewSession, renewalAfterRefusal, signOutOfSession } from './sessionRenewal';
export { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotencyKey';
export { RESEND_AFTER_MS, sendUntilStored, useSendUntilStored } from './sendUntilStored';
