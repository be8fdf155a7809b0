/**
 * Text carried into the contact form's message (navigation state `contactMessage`), made to
 * pass the SPEC §5 contact message rules so the form opens valid: at most 300 characters, only
 * Latin and Cyrillic letters, digits, whitespace and ~@%!.,'"():;-, no leading or doubled
 * whitespace. Characters the rules refuse are replaced by their nearest allowed look-alike
 * (× by x, dashes by -, typographic apostrophes by ') or dropped.
 */

export const CONTACT_MESSAGE_MAX_LENGTH = 300;

/** The navigation state the contacts page reads to pre-fill its message. */
export interface ContactMessageState {
  contactMessage: string;
}

const LOOK_ALIKES: [RegExp, string][] = [
  [/[×✕]/gu, 'x'],
  [/[‐-―−]/gu, '-'],
  [/[‘’ʼ`´]/gu, "'"],
  [/[«»“”„]/gu, '"'],
];

const REFUSED = /[^A-Za-z\u0400-\u04FF0-9\s~@%!.,'"():;-]/gu;

export function contactMessage(text: string): string {
  let message = text;
  for (const [pattern, replacement] of LOOK_ALIKES) message = message.replace(pattern, replacement);
  message = message.replace(REFUSED, ' ').replace(/\s+/gu, ' ').trim();
  if (message.length <= CONTACT_MESSAGE_MAX_LENGTH) return message;
  const cut = message.slice(0, CONTACT_MESSAGE_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

/** The state to navigate to the contacts page with, carrying `text` as the message. */
export function contactMessageState(text: string): ContactMessageState {
  return { contactMessage: contactMessage(text) };
}
