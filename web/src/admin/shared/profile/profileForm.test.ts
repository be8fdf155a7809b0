import { describe, expect, it } from 'vitest';
import type { Profile } from '../api/types';
import { draftOf, fieldOfProblem, isChanged, toUpdate, validateProfile } from './profileForm';

const profile: Profile = {
  userId: 'u1',
  login: 'olena',
  email: 'olena@ukr.net',
  preferredLanguage: { languageId: 1, languageValue: 'uk' },
  imageLink: '/media/a.jpg',
  secondFactor: { authenticator: false, recoveryCodesLeft: 0, passkeys: [] },
};

describe('profile form', () => {
  it('starts unchanged from the saved profile', () => {
    expect(isChanged(draftOf(profile), profile)).toBe(false);
  });

  it('does not count surrounding spaces as a change', () => {
    expect(isChanged({ ...draftOf(profile), email: ' olena@ukr.net ' }, profile)).toBe(false);
  });

  it.each([
    ['login', { login: 'olena2' }],
    ['email', { email: 'olena@gmail.com' }],
    ['language', { preferredLanguage: 'en' as const }],
    ['picture', { imageLink: '/media/b.jpg' }],
  ])('sees a change of %s', (_field, change) => {
    expect(isChanged({ ...draftOf(profile), ...change }, profile)).toBe(true);
  });

  it('requires a login, a valid e-mail and a picture', () => {
    expect(
      validateProfile({ login: '  ', email: '', preferredLanguage: 'uk', imageLink: null }),
    ).toEqual({
      login: 'fieldNameNotEmpty',
      email: 'emptyEmail',
      imageLink: 'profilePictureRequired',
    });
    expect(validateProfile({ ...draftOf(profile), email: 'olena@ukr' })).toEqual({
      email: 'emailIncorrect',
    });
    expect(validateProfile(draftOf(profile))).toEqual({});
  });

  it('sends trimmed values and the picture', () => {
    const draft = {
      login: ' olena ',
      email: 'new@ukr.net ',
      preferredLanguage: 'en' as const,
      imageLink: '/media/a.webp',
    };
    expect(toUpdate(draft)).toEqual({
      login: 'olena',
      email: 'new@ukr.net',
      preferredLanguage: 'en',
      imageLink: '/media/a.webp',
    });
  });

  it.each([
    ['loginTaken', undefined, 'login'],
    ['fieldNameNotEmpty', 'login', 'login'],
    ['emailIncorrect', 'email', 'email'],
    ['emptyEmail', undefined, 'email'],
    ['languageError', undefined, 'preferredLanguage'],
    ['imageError', 'imageLink', 'imageLink'],
    ['somethingWentWrong', undefined, null],
  ] as const)('puts %s (field %s) next to %s', (code, field, expected) => {
    expect(fieldOfProblem(code, field)).toBe(expected);
  });
});
