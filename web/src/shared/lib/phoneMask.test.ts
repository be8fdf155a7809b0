import { describe, expect, it } from 'vitest';
import {
  PHONE_MASK,
  applyPhoneEdit,
  caretPosition,
  formatPhone,
  subscriberDigits,
} from './phoneMask';

describe('the phone mask', () => {
  it.each([
    ['', PHONE_MASK],
    ['5', '+38(05_)___-__-__'],
    ['501234567', '+38(050)123-45-67'],
  ])('formats "%s" as %s', (digits, masked) => {
    expect(formatPhone(digits)).toBe(masked);
  });

  it.each([
    ['+38(0__)___-__-__', ''],
    ['+38(0__)___-__-__5', '5'],
    ['+38(05__)___-__-__', '5'],
    ['+38(050)123-45-678', '501234567'],
    ['+380501234567', '501234567'],
    ['380501234567', '501234567'],
    ['0501234567', '501234567'],
    ['+38(0__)___-__-__+38 (050) 123 45 67', '501234567'],
    ['050 123', '050123'],
  ])('reads the typed digits of "%s"', (value, digits) => {
    expect(subscriberDigits(value)).toBe(digits);
  });

  it('puts the caret at the first free slot', () => {
    expect(caretPosition(PHONE_MASK)).toBe(5);
    expect(caretPosition('+38(050)1__-__-__')).toBe(9);
    expect(caretPosition('+38(050)123-45-67')).toBe(17);
  });

  it('adds a typed digit', () => {
    expect(applyPhoneEdit('+38(050)1__-__-__', '+38(050)12__-__-__', false)).toBe(
      '+38(050)12_-__-__',
    );
  });

  it('deletes the digit before a literal when backspace hits the literal', () => {
    expect(applyPhoneEdit('+38(050)123-__-__', '+38(050)123__-__', true)).toBe('+38(050)12_-__-__');
  });

  it('empties the field when the last digit is deleted', () => {
    expect(applyPhoneEdit('+38(05_)___-__-__', '+38(0_)___-__-__', true)).toBe('');
  });

  it('ignores letters', () => {
    expect(applyPhoneEdit(PHONE_MASK, '+38(0a__)___-__-__', false)).toBe(PHONE_MASK);
  });
});
