import { describe, expect, it } from 'vitest';
import {
  EMPTY_SUBSCRIBE_FORM,
  type SubscribeAction,
  addressOf,
  emailErrorOf,
  subscribeFailureOf,
  subscribeFormReducer,
} from './subscribeForm';

const after = (...actions: SubscribeAction[]) =>
  actions.reduce(subscribeFormReducer, EMPTY_SUBSCRIBE_FORM);

describe('the newsletter strip’s field', () => {
  it('checks nothing before the first submit', () => {
    expect(emailErrorOf(EMPTY_SUBSCRIBE_FORM)).toBeNull();
    expect(emailErrorOf(after({ type: 'typed', email: 'olena@' }))).toBeNull();
  });

  it.each([
    ['', 'emptyEmail'],
    ['   ', 'emptyEmail'],
    ['olena@', 'emailIncorrect'],
    ['olena..k@ukr.net', 'emailIncorrect'],
    ['olena@ukr.net', null],
    [' olena@ukr.net ', null],
  ])('after a submit, checks %j with the site’s email rule: %s', (email, error) => {
    expect(emailErrorOf(after({ type: 'typed', email }, { type: 'submitted' }))).toBe(error);
  });

  it('checks every change after the first submit', () => {
    const submitted = after({ type: 'submitted' });
    expect(emailErrorOf(submitted)).toBe('emptyEmail');
    expect(emailErrorOf(subscribeFormReducer(submitted, { type: 'typed', email: 'o' }))).toBe(
      'emailIncorrect',
    );
    expect(
      emailErrorOf(subscribeFormReducer(submitted, { type: 'typed', email: 'o@ukr.net' })),
    ).toBeNull();
  });

  it('shows the server’s refusal until the address changes', () => {
    const refused = after(
      { type: 'typed', email: 'olena@ukr.net' },
      { type: 'submitted' },
      { type: 'refused', error: 'emailIncorrect' },
    );
    expect(emailErrorOf(refused)).toBe('emailIncorrect');
    expect(
      emailErrorOf(subscribeFormReducer(refused, { type: 'typed', email: 'olena@ukr.net.' })),
    ).toBe('emailIncorrect');
    expect(
      emailErrorOf(subscribeFormReducer(refused, { type: 'typed', email: 'olena@gmail.com' })),
    ).toBeNull();
  });

  it('starts over, empty and unchecked, after a subscription', () => {
    const subscribed = after(
      { type: 'typed', email: 'olena@ukr.net' },
      { type: 'submitted' },
      { type: 'subscribed' },
    );
    expect(subscribed).toEqual(EMPTY_SUBSCRIBE_FORM);
    expect(emailErrorOf(subscribed)).toBeNull();
  });

  it('sends the address without the spaces pasted around it', () => {
    expect(addressOf(after({ type: 'typed', email: '  olena@ukr.net ' }))).toBe('olena@ukr.net');
  });
});

describe('subscribeFailureOf', () => {
  const answer = (status: number, code: string) => ({
    status,
    data: { code, message: 'x', field: 'email' },
  });

  it.each([
    [answer(400, 'emptyEmail'), { field: 'emptyEmail' }],
    [answer(400, 'emailIncorrect'), { field: 'emailIncorrect' }],
    [answer(429, 'tooManyRequests'), { popup: 'tooManyRequests' }],
    [answer(400, 'somethingNew'), { popup: 'somethingWentWrong' }],
    [{ status: 'FETCH_ERROR', error: 'Failed to fetch' }, { popup: 'somethingWentWrong' }],
    [new Error('boom'), { popup: 'somethingWentWrong' }],
  ])('puts %j on the field or in the popup', (error, failure) => {
    expect(subscribeFailureOf(error)).toEqual(failure);
  });
});
