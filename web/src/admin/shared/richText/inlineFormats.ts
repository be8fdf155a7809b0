import { nameOf } from './richText';

/** The inline styles a rich text allows (SPEC §3: b, i, mark), named as their elements. */
export type InlineFormat = 'b' | 'i' | 'mark';

export const INLINE_FORMATS: readonly InlineFormat[] = ['b', 'i', 'mark'];

function formatOf(node: Node): InlineFormat | null {
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const name = nameOf(node as Element);
  return name === 'b' || name === 'i' || name === 'mark' ? name : null;
}

/** The nearest element around `node`, inside `root`, that gives it `format`. */
function formattingAncestor(root: Node, node: Node, format: InlineFormat): Element | null {
  for (let current = node.parentNode; current && current !== root; current = current.parentNode) {
    if (formatOf(current) === format) return current as Element;
  }
  return null;
}

/** The formats text at `node` has, inside `root`. */
export function formatsAt(root: Node, node: Node): Set<InlineFormat> {
  const formats = new Set<InlineFormat>();
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    const format = formatOf(current);
    if (format) formats.add(format);
  }
  return formats;
}

/** The part of `text` that `range` selects. */
function selectedPart(text: Text, range: Range): string {
  const start = text === range.startContainer ? range.startOffset : 0;
  const end = text === range.endContainer ? range.endOffset : text.length;
  return text.data.slice(start, end);
}

/** The text nodes `range` selects some of, in document order. */
function textsIn(root: Element, range: Range): Text[] {
  const texts: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (range.intersectsNode(text) && selectedPart(text, range) !== '') texts.push(text);
  }
  return texts;
}

/**
 * Whether the selection is all in `format`: what the toolbar shows as pressed, and what a click
 * takes away. White space alone does not count, as it shows no style.
 */
export function rangeHasFormat(root: Element, range: Range, format: InlineFormat): boolean {
  const texts = textsIn(root, range).filter((text) => selectedPart(text, range).trim() !== '');
  return texts.length > 0 && texts.every((text) => formattingAncestor(root, text, format));
}

/** Splits the text nodes at the range's ends, so each text node it selects is selected whole. */
function splitAtEnds(root: Element, range: Range): Text[] {
  let { startContainer, startOffset, endContainer, endOffset } = range;
  if (endContainer instanceof Text && endOffset > 0 && endOffset < endContainer.length) {
    endContainer.splitText(endOffset);
  }
  if (startContainer instanceof Text && startOffset > 0 && startOffset < startContainer.length) {
    const rest = startContainer.splitText(startOffset);
    if (endContainer === startContainer) {
      endContainer = rest;
      endOffset -= startOffset;
    }
    startContainer = rest;
    startOffset = 0;
  }
  const whole = root.ownerDocument.createRange();
  whole.setStart(startContainer, startOffset);
  whole.setEnd(endContainer, endOffset);
  return textsIn(root, whole);
}

/**
 * Takes `node` out of `ancestor`: what comes before and after it stays in copies of `ancestor`,
 * so only `node` loses the style `ancestor` gives.
 */
function liftOut(node: Node, ancestor: Element): void {
  const doc = ancestor.ownerDocument;
  const before = doc.createRange();
  before.setStart(ancestor, 0);
  before.setEndBefore(node);
  const after = doc.createRange();
  after.setStartAfter(node);
  after.setEnd(ancestor, ancestor.childNodes.length);
  for (const [part, place] of [
    [before.extractContents(), 'before'],
    [after.extractContents(), 'after'],
  ] as const) {
    if (!showsAnything(part)) continue;
    const copy = ancestor.cloneNode(false) as Element;
    copy.append(part);
    ancestor[place](copy);
  }
  ancestor.replaceWith(...ancestor.childNodes);
}

function showsAnything(node: Node): boolean {
  return (
    (node.textContent ?? '') !== '' ||
    (node instanceof Element || node instanceof DocumentFragment
      ? node.querySelector('br') !== null
      : false)
  );
}

function removeFormat(root: Node, node: Node, format: InlineFormat): void {
  for (
    let ancestor = formattingAncestor(root, node, format);
    ancestor;
    ancestor = formattingAncestor(root, node, format)
  ) {
    liftOut(node, ancestor);
  }
}

function addFormat(root: Element, node: Node, format: InlineFormat): void {
  const parent = node.parentNode;
  if (!parent || formattingAncestor(root, node, format)) return;
  const wrapper = root.ownerDocument.createElement(format);
  parent.insertBefore(wrapper, node);
  wrapper.append(node);
}

/** Drops inline elements left empty, and joins neighbours of the same style into one. */
function tidyInline(root: Element): void {
  for (const element of root.querySelectorAll('b, strong, i, em, mark, span')) {
    if (!showsAnything(element)) element.remove();
  }
  for (const element of root.querySelectorAll('b, i, mark')) {
    const previous = element.previousSibling;
    if (previous instanceof Element && previous.localName === element.localName) {
      previous.append(...element.childNodes);
      element.remove();
    }
  }
}

/**
 * Gives the selected text `format`, or takes it away when all of it has it already. Answers the
 * range to select afterwards: the same text.
 */
export function toggleFormat(root: Element, range: Range, format: InlineFormat): Range {
  const texts = splitAtEnds(root, range);
  const first = texts[0];
  const last = texts.at(-1);
  if (!first || !last) return range;
  const visible = texts.filter((text) => text.data.trim() !== '');
  const counted = visible.length > 0 ? visible : texts;
  const remove = counted.every((text) => formattingAncestor(root, text, format));
  for (const text of texts) {
    if (remove) removeFormat(root, text, format);
    else addFormat(root, text, format);
  }
  tidyInline(root);
  const selected = root.ownerDocument.createRange();
  selected.setStart(first, 0);
  selected.setEnd(last, last.length);
  return selected;
}

/**
 * Types `data` at the range in exactly `formats`, whatever the text around has: what a style
 * chosen with nothing selected applies to. Answers the caret after the new text.
 */
export function insertText(
  root: Element,
  range: Range,
  data: string,
  formats: ReadonlySet<InlineFormat>,
): Range {
  // A space at either end would be white space the browser collapses, and then types past: it
  // is a no-break space, as the browser's own typing makes it.
  const text = root.ownerDocument.createTextNode(data.replace(/^ | $/g, '\u00a0'));
  range.deleteContents();
  range.insertNode(text);
  for (const format of INLINE_FORMATS) {
    if (formats.has(format)) addFormat(root, text, format);
    else removeFormat(root, text, format);
  }
  tidyInline(root);
  const caret = root.ownerDocument.createRange();
  caret.setStart(text, text.length);
  return caret;
}
