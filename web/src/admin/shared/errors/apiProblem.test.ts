import { describe, expect, it } from 'vitest';
import { apiProblemOf } from './apiProblem';

describe('apiProblemOf', () => {
  it.each([
    [{ status: 401, data: { code: 'loginError', message: 'x' } }, { code: 'loginError' }],
    [{ status: 403, data: { code: 'accountBlocked', message: 'x' } }, { code: 'accountBlocked' }],
    [
      { status: 400, data: { code: 'fieldNameNotEmpty', message: 'x', field: 'login' } },
      { code: 'fieldNameNotEmpty', field: 'login' },
    ],
    [
      { status: 422, data: { code: 'wrongCurrentPassword', message: 'x' } },
      { code: 'wrongCurrentPassword' },
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
