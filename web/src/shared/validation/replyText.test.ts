import { describe, expect, it } from 'vitest';
import {
  REPLY_TEXT_MAX_LENGTH,
  cleanReplyText,
  replyTextLength,
  validateReplyText,
} from './replyText';

const max = REPLY_TEXT_MAX_LENGTH;

describe('a reply’s text', () => {
  it.each([
    ['one character', '.'],
    ['a short answer', 'Добрий день! Так, місце є.'],
    ['line breaks and blank lines inside', 'Yes.\n\n\nCome on Monday.'],
    ['symbols the public forms refuse', 'Price: <100 UAH> & 5% off — see https://example.com?a=1'],
    ['exactly the limit', 'а'.repeat(max)],
    ['the limit with blank lines around it', `\n  ${'a'.repeat(max)}  \n\n`],
    ['the limit in characters beyond UTF-16’s first plane', '🐕'.repeat(max)],
  ])('is accepted with %s', (_case, text) => {
    expect(validateReplyText(text)).toBeNull();
  });

  it.each([
    ['nothing', '', 'textRequired'],
    ['only whitespace and line breaks', ' \n\t \n ', 'textRequired'],
    ['one character past the limit', 'a'.repeat(max + 1), 'textTooLong'],
    ['far past the limit', 'Так. '.repeat(max), 'textTooLong'],
  ])('is refused with %s', (_case, text, error) => {
    expect(validateReplyText(text)).toBe(error);
  });

  it('is sent trimmed, its inner line breaks kept', () => {
    expect(cleanReplyText('\n  Yes.\n\nCome on Monday.  \n')).toBe('Yes.\n\nCome on Monday.');
  });

  it('is sent as the server keeps it: lines trimmed, blank lines in a row as one', () => {
    expect(cleanReplyText('Yes.  \n   \n\n\n  Come on Monday.\r\n')).toBe(
      'Yes.\n\nCome on Monday.',
    );
    expect(replyTextLength(`  ${'a'.repeat(max)}\n\n\n\n`)).toBe(max);
  });

  it('is counted as it is sent, in characters', () => {
    expect(replyTextLength('  🐕 ok \n')).toBe(4);
  });
});
