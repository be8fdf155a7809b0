import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminErrorCode } from './apiProblem';

/** Codes the shared validators answer too: their texts live once, in the `validation` namespace. */
const VALIDATION_CODES = [
  'emptyEmail',
  'emailIncorrect',
  'theNameMustBe',
  'IncorrectName',
  'newPasswordRequired',
  'passwordValidation',
] as const satisfies readonly AdminErrorCode[];

type ValidationCode = (typeof VALIDATION_CODES)[number];

function isValidationCode(code: AdminErrorCode): code is ValidationCode {
  return (VALIDATION_CODES as readonly string[]).includes(code);
}

/** The text for an error code, in the current language. */
export function useErrorText(): (code: AdminErrorCode) => string {
  const { t } = useTranslation(['admin', 'validation']);
  return useCallback(
    (code) => (isValidationCode(code) ? t(`validation:${code}`) : t(`admin:errors.${code}`)),
    [t],
  );
}
