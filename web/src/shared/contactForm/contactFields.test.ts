import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, contactErrors, fieldsOf } from './contactFields';

describe('the contact form', () => {
  const filled = {
    ...EMPTY_CONTACT,
    name: 'Олена',
    phone: '+38(050)123-45-67',
    message: 'Чи є місце для собаки.',
  };

  it('shows name, the chosen channel and message', () => {
    expect(fieldsOf('phone')).toEqual(['name', 'phone', 'message']);
    expect(fieldsOf('email')).toEqual(['name', 'email', 'message']);
  });

  it('checks the phone only by phone and the email only by email', () => {
    expect(contactErrors('phone', filled)).toEqual({});
    expect(contactErrors('email', filled)).toEqual({ email: 'emptyEmail' });
    expect(contactErrors('email', { ...filled, phone: '', email: 'olena@ukr.net' })).toEqual({});
  });

  it('answers every invalid field at once', () => {
    expect(contactErrors('phone', EMPTY_CONTACT)).toEqual({
      name: 'fieldNameNotEmpty',
      phone: 'emptyNumber',
      message: 'theMessageMustBe',
    });
  });

  it('lets a question ask, and a message not', () => {
    const asking = { ...filled, message: 'Чи можна з власним кормом?' };
    expect(contactErrors('phone', asking)).toEqual({ message: 'theMessageMustBe' });
    expect(contactErrors('phone', asking, 'question')).toEqual({});
  });
});
