import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enTexts from '@/locales/en/apiErrors.json';
import ukTexts from '@/locales/uk/apiErrors.json';
import { API_ERROR_CODES, apiErrorCodeOf } from './apiErrorText';

/** Every code the server can send: the Rust catalogue is checked against the same file. */
const SERVER_CODES: string[] = JSON.parse(
  readFileSync(new URL('../../../../testdata/error-codes.json', import.meta.url), 'utf8'),
);

describe('the public error texts', () => {
  it('cover exactly the codes the server can send, in both languages', () => {
    expect([...API_ERROR_CODES].sort()).toEqual([...SERVER_CODES].sort());
    expect(Object.keys(ukTexts).sort()).toEqual([...SERVER_CODES].sort());
    expect(Object.keys(enTexts).sort()).toEqual([...SERVER_CODES].sort());
  });
});

describe('apiErrorCodeOf', () => {
  it('keeps a code the server sends', () => {
    const error = { status: 429, data: { code: 'tooManyRequests', message: 'x' } };
    expect(apiErrorCodeOf(error)).toBe('tooManyRequests');
  });

  it.each([
    ['an unknown code', { status: 400, data: { code: 'somethingNew', message: 'x' } }],
    ['a body without a code', { status: 502, data: '<html>Bad gateway</html>' }],
    ['a thrown exception', new Error('boom')],
  ])('falls back to the generic failure for %s', (_case, error) => {
    expect(apiErrorCodeOf(error)).toBe('somethingWentWrong');
  });
});
