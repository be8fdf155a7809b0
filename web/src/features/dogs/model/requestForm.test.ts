import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST } from './requestFields';
import { requestErrors } from './requestForm';

const valid = {
  name: 'Олена',
  email: 'olena@example.com',
  phone: '+38(050)123-45-67',
  message: '',
};

describe('the dog request form', () => {
  it('accepts a filled form with an empty message', () => {
    expect(requestErrors(valid)).toEqual({});
  });

  it('requires name, email and phone but not the message', () => {
    expect(requestErrors(EMPTY_REQUEST)).toEqual({
      name: 'fieldNameNotEmpty',
      email: 'emptyEmail',
      phone: 'emptyNumber',
    });
  });

  it('counts the untouched phone mask as empty and a half-typed one as incorrect', () => {
    expect(requestErrors({ ...valid, phone: '+38(0__)___-__-__' }).phone).toBe('emptyNumber');
    expect(requestErrors({ ...valid, phone: '+38(050)12_-__-__' }).phone).toBe('incorrectNumber');
  });

  it('refuses a name with a space or over 16 characters', () => {
    expect(requestErrors({ ...valid, name: 'Anna Maria' }).name).toBe('theNameMustBe');
    expect(requestErrors({ ...valid, name: 'A'.repeat(17) }).name).toBe('theNameMustBe');
    expect(requestErrors({ ...valid, name: 'A'.repeat(16) }).name).toBeUndefined();
  });

  it('refuses an email over 64 characters', () => {
    const long = `${'a'.repeat(56)}@mail.ua`;
    expect(requestErrors({ ...valid, email: long }).email).toBeUndefined();
    expect(requestErrors({ ...valid, email: `a${long}` }).email).toBe('emailIncorrect');
  });

  it('refuses a message over 500 characters', () => {
    expect(requestErrors({ ...valid, message: 'я'.repeat(500) }).message).toBeUndefined();
    expect(requestErrors({ ...valid, message: 'я'.repeat(501) }).message).toBe('theMessageMustBe');
  });
});
