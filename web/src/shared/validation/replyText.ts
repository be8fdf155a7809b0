/**
 * Staff's answer to a visitor, mailed from the inbox, as the server checks it (contract
 * "Addendum (replies)"): 1 to 5000 characters once trimmed, any characters, line breaks kept.
 * Lengths count characters (code points), as the server does.
 */
export const REPLY_TEXT_MAX_LENGTH = 5000;

export type ReplyTextError = 'textRequired' | 'textTooLong';

/**
 * The answer as the server keeps and counts it (`command::page_text`, paragraphs): each line
 * trimmed, blank lines in a row kept as one, none around it. Counting only the outer trim
 * would refuse here an answer the server takes.
 */
export function cleanReplyText(value: string): string {
  const lines: string[] = [];
  for (const line of value.split(/\r?\n/).map((text) => text.trim())) {
    if (line === '' && (lines.length === 0 || lines[lines.length - 1] === '')) continue;
    lines.push(line);
  }
  while (lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

export function replyTextLength(value: string): number {
  return [...cleanReplyText(value)].length;
}

export function validateReplyText(value: string): ReplyTextError | null {
  const length = replyTextLength(value);
  if (length === 0) return 'textRequired';
  if (length > REPLY_TEXT_MAX_LENGTH) return 'textTooLong';
  return null;
}
