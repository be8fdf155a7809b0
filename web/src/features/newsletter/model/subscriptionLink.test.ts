import { describe, expect, it } from 'vitest';
import { failedLinkState, linkTokenOf } from './subscriptionLink';

describe('linkTokenOf', () => {
  it.each([
    ['?token=4f1c.9ab0', '4f1c.9ab0'],
    ['?utm_source=mail&token=4f1c.9ab0', '4f1c.9ab0'],
    ['?token=%204f1c.9ab0%20', '4f1c.9ab0'],
    ['?token=', ''],
    ['', ''],
  ])('reads the token of %j', (search, token) => {
    expect(linkTokenOf(search)).toBe(token);
  });
});

describe('failedLinkState', () => {
  it('calls a link the server did not make, or one that ended, invalid', () => {
    const error = { status: 400, data: { code: 'subscriptionLinkInvalid', message: 'x' } };
    expect(failedLinkState(error)).toBe('invalid');
  });

  it.each([
    ['too many requests', { status: 429, data: { code: 'tooManyRequests', message: 'x' } }],
    ['a network failure', { status: 'FETCH_ERROR', error: 'Failed to fetch' }],
    ['a body without a code', { status: 502, data: '<html>Bad gateway</html>' }],
  ])('lets %s be retried', (_case, error) => {
    expect(failedLinkState(error)).toBe('failed');
  });
});
