import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enAdmin from '@/locales/en/admin.json';
import enValidation from '@/locales/en/validation.json';
import ukAdmin from '@/locales/uk/admin.json';
import ukValidation from '@/locales/uk/validation.json';
import { ADMIN_ERROR_CODES, apiProblemOf } from './apiProblem';

/** Every code the server can send: the Rust catalogue is checked against the same file. */
const SERVER_CODES: string[] = JSON.parse(
  readFileSync(new URL('../../../../../testdata/error-codes.json', import.meta.url), 'utf8'),
);

describe('the admin error codes', () => {
  it('include every code the server can send', () => {
    const known: readonly string[] = ADMIN_ERROR_CODES;
    expect(SERVER_CODES.filter((code) => !known.includes(code))).toEqual([]);
  });

  it.each([
    ['uk', ukAdmin.errors, ukValidation],
    ['en', enAdmin.errors, enValidation],
  ])('each have a text in %s', (_language, errors, validation) => {
    const texts: Record<string, string> = { ...errors, ...validation };
    expect(ADMIN_ERROR_CODES.filter((code) => !texts[code])).toEqual([]);
  });
});

describe('apiProblemOf', () => {
  it.each([
    [{ status: 401, data: { code: 'loginError', message: 'x' } }, { code: 'loginError' }],
    [
      { status: 400, data: { code: 'fieldNameNotEmpty', message: 'x', field: 'login' } },
      { code: 'fieldNameNotEmpty', field: 'login' },
    ],
    [
      { status: 422, data: { code: 'wrongCurrentPassword', message: 'x' } },
      { code: 'wrongCurrentPassword' },
    ],
    [{ status: 422, data: { code: 'noReplyAddress', message: 'x' } }, { code: 'noReplyAddress' }],
    [
      { status: 400, data: { code: 'textTooLong', message: 'x', field: 'text' } },
      { code: 'textTooLong', field: 'text' },
    ],
  ])('keeps a code the admin can explain: %j', (error, problem) => {
    expect(apiProblemOf(error)).toEqual({ field: undefined, ...problem });
  });

  it.each([
    ['an unknown code', { status: 400, data: { code: 'somethingNew', message: 'x' } }],
    ['a body without a code', { status: 502, data: '<html>Bad gateway</html>' }],
    ['a network failure', { status: 'FETCH_ERROR', error: 'Failed to fetch' }],
    ['a thrown exception', new Error('boom')],
  ])('falls back to the generic text for %s', (_case, error) => {
    expect(apiProblemOf(error)).toEqual({ code: 'somethingWentWrong' });
  });
});
