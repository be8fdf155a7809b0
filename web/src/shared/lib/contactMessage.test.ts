import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, contactMessage, contactMessageState } from './contactMessage';

/** SPEC §5 "Contact message", written out here so the builder is checked against the rules. */
function passesContactMessageRules(message: string): boolean {
  return (
    message.length > 0 &&
    message.length <= CONTACT_MESSAGE_MAX_LENGTH &&
    /^[A-Za-z\u0400-\u04FF0-9\s~@%!.,'"():;-]*$/u.test(message) &&
    !/^\s/u.test(message) &&
    !/\s\s/u.test(message) &&
    message.trim() === message
  );
}

describe('contactMessage', () => {
  it('keeps an estimate written within the rules as it is', () => {
    const text = 'Estimate: dog, hotel food, 12 days: 12 x 750 UAH, 9000 UAH.';
    expect(contactMessage(text)).toBe(text);
    expect(passesContactMessageRules(contactMessage(text))).toBe(true);
  });

  it('keeps Ukrainian text with its letters', () => {
    const text =
      "Розрахунок: кіт, їжа готелю, 12,5 дня: 12 x 300 грн, 1 x 194 грн, 3794 грн. Ґанок, є, ї, ім'я.";
    expect(contactMessage(text)).toBe(text);
  });

  it('turns typography and symbols into what the rules allow', () => {
    const cases = [
      'Estimate: 12 × 750 UAH = 9 000 UAH',
      '  leading   and\n\ndoubled\twhitespace  ',
      'Owner’s food — 50–100 ₴ «quoted» 😀 #1 & co/x',
      'x'.repeat(400),
      `${'word '.repeat(80)}end`,
    ];
    for (const text of cases) {
      const message = contactMessage(text);
      expect(passesContactMessageRules(message), message).toBe(true);
    }
    expect(contactMessage('12 × 750 = 9 000 UAH')).toBe('12 x 750 9 000 UAH');
    expect(contactMessage('Owner’s food — 50–100')).toBe("Owner's food - 50-100");
  });

  it('cuts a long text at a word', () => {
    const message = contactMessage(`${'word '.repeat(80)}end`);
    expect(message.length).toBeLessThanOrEqual(CONTACT_MESSAGE_MAX_LENGTH);
    expect(message.endsWith('word')).toBe(true);
  });

  it('carries the message as the navigation state the contacts page reads', () => {
    expect(contactMessageState('Book: Dog hotel.')).toEqual({ contactMessage: 'Book: Dog hotel.' });
  });
});
