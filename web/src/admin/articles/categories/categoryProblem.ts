import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import type { Language } from '@/shared/i18n';
import type { LocalizedText } from '../api/articleTypes';

/** Refusals about one of the two names rather than the category as a whole. */
const NAME_CODES: readonly AdminErrorCode[] = [
  'enterCategoryName',
  'minCategoryNameLength',
  'invalidSymbol',
];

/**
 * Which name field a refusal belongs under: the one the server names (`name.uk`, `uk`), else,
 * for a code about a name, the first name it can be about (an empty one for
 * `enterCategoryName`); `null` for the form as a whole.
 */
export function languageOfCategoryProblem(
  code: AdminErrorCode,
  field: string | undefined,
  name: LocalizedText,
): Language | null {
  const named = field?.match(/\b(uk|en)$/)?.[1];
  if (named === 'uk' || named === 'en') return named;
  if (!NAME_CODES.includes(code)) return null;
  if (code === 'enterCategoryName') return name.uk.trim() === '' ? 'uk' : 'en';
  return 'uk';
}
