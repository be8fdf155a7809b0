import { type Bounds, childAt, linesBetween, placeAsLines } from './lines';

/** The field's top-level lines the range touches, first to last. */
function touchedLines(root: Element, range: Bounds): Node[] {
  const first = childAt(root, range.startContainer, range.startOffset, 'start');
  const last = childAt(root, range.endContainer, range.endOffset, 'end');
  return first && last ? linesBetween(first, last) : [];
}

/** Whether the start of the range is in a quote. */
export function inQuote(root: Element, range: Bounds): boolean {
  const line = childAt(root, range.startContainer, range.startOffset, 'start');
  return line?.nodeName === 'BLOCKQUOTE';
}

/**
 * Makes the lines the range touches a quote, one quote for them all (a quote among them gives
 * up its lines to it); into an empty field, an empty quote to write in. Answers where the caret
 * goes when the field was empty.
 */
export function quoteLines(root: Element, range: Bounds): Range | null {
  const doc = root.ownerDocument;
  const quote = doc.createElement('blockquote');
  const lines = touchedLines(root, range);
  if (lines.length === 0) {
    const paragraph = doc.createElement('p');
    paragraph.append(doc.createElement('br'));
    quote.append(paragraph);
    root.append(quote);
    const caret = doc.createRange();
    caret.setStart(paragraph, 0);
    return caret;
  }
  root.insertBefore(quote, lines[0] ?? null);
  placeAsLines(
    lines.flatMap((line) => (line.nodeName === 'BLOCKQUOTE' ? [...line.childNodes] : [line])),
    quote,
    null,
  );
  for (const line of lines) if (line.nodeName === 'BLOCKQUOTE') (line as Element).remove();
  return null;
}

/**
 * Takes the lines the range touches out of their quotes; a quote's other lines stay quoted,
 * before and after them.
 */
export function unquoteLines(root: Element, range: Bounds): void {
  for (const quote of touchedLines(root, range)) {
    if (quote.nodeName !== 'BLOCKQUOTE') continue;
    const lines: Node[] = [...quote.childNodes];
    const first = quote.contains(range.startContainer)
      ? childAt(quote, range.startContainer, range.startOffset, 'start')
      : lines[0];
    const last = quote.contains(range.endContainer)
      ? childAt(quote, range.endContainer, range.endOffset, 'end')
      : lines.at(-1);
    const from = first ? lines.indexOf(first) : 0;
    const to = last ? lines.indexOf(last) : lines.length - 1;
    const anchor = quote.nextSibling;
    placeAsLines(lines.slice(from, to + 1), root, anchor);
    const rest = lines.slice(to + 1);
    if (rest.length > 0) {
      const after = quote.cloneNode(false) as Element;
      after.append(...rest);
      root.insertBefore(after, anchor);
    }
    if (!quote.hasChildNodes()) (quote as Element).remove();
  }
}
