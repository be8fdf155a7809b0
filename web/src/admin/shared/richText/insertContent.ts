import { childHolding, isBlock, runAround } from './lines';

/** Lines whose text a pasted paragraph can join: not a quote or a list, which hold lines. */
const PARAGRAPHS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE']);

/** The end of the text in `block`: inside its last line or item, not after it. */
function endOf(block: Node): [Node, number] {
  let node = block;
  while (node.lastChild instanceof Element && node.lastChild.nodeName !== 'BR') {
    node = node.lastChild;
  }
  return [node, node.childNodes.length];
}

function isEmptyLine(node: Node): boolean {
  return (node.textContent ?? '').trim() === '';
}

/**
 * The line the caret is in, the one a paste of several paragraphs splits: a top-level line, or
 * a line of a top-level quote. Loose text around the caret becomes a paragraph first, and a
 * caret after the last block gets a new paragraph.
 */
function lineAt(root: Element, caret: Range): Element {
  const container = caret.startContainer;
  const top = childHolding(root, container);
  const parent = top?.nodeName === 'BLOCKQUOTE' ? top : root;
  const offset = caret.startOffset;
  const line =
    container === parent ? (parent.childNodes[offset] ?? null) : childHolding(parent, container);
  if (line instanceof Element && isBlock(line)) return line;
  const near = line ?? (container === parent ? parent.childNodes[offset - 1] : null) ?? null;
  const paragraph = root.ownerDocument.createElement('p');
  if (!near || isBlock(near)) {
    parent.insertBefore(paragraph, line);
    caret.setStart(paragraph, 0);
    caret.collapse(true);
    return paragraph;
  }
  const run = runAround(near);
  // Moving the nodes moves a live range's ends out of them: the caret is put back after.
  const before = container === parent ? run.indexOf(parent.childNodes[offset] as Node) : -1;
  parent.insertBefore(paragraph, run[0] ?? null);
  paragraph.append(...run);
  if (container === parent) caret.setStart(paragraph, before < 0 ? run.length : before);
  else caret.setStart(container, offset);
  caret.collapse(true);
  return paragraph;
}

/**
 * Puts cleaned markup (`normalizeRichText`'s: paragraphs, quotes and lists) where the range is,
 * replacing what it selects, as the field's own text would be: one paragraph joins the line at
 * the caret; several split it, the first joining its start and the last its end. Answers the
 * caret after what was put in.
 */
export function insertContent(root: Element, range: Range, html: string): Range {
  const doc = root.ownerDocument;
  range.deleteContents();
  const template = doc.createElement('template');
  template.innerHTML = html;
  const blocks = [...template.content.childNodes];
  const caret = range.cloneRange();
  caret.collapse(true);
  const only = blocks[0];
  if (blocks.length === 1 && only?.nodeName === 'P') {
    const last = only.lastChild;
    const content = doc.createDocumentFragment();
    content.append(...only.childNodes);
    caret.insertNode(content);
    if (last) caret.setStartAfter(last);
    caret.collapse(true);
    return caret;
  }
  if (blocks.length === 0) return caret;

  const line = lineAt(root, caret);
  const tail = doc.createRange();
  tail.setStart(caret.startContainer, caret.startOffset);
  tail.setEnd(line, line.childNodes.length);
  const rest = line.cloneNode(false) as Element;
  rest.append(tail.extractContents());
  line.after(rest);

  const joins = PARAGRAPHS.has(line.nodeName);
  const firstBlock = blocks[0];
  if (joins && firstBlock?.nodeName === 'P') {
    blocks.shift();
    line.append(...firstBlock.childNodes);
  }
  const lastBlock = blocks.at(-1);
  const joinsEnd = joins && lastBlock?.nodeName === 'P';
  if (joinsEnd) blocks.pop();
  const joined = joinsEnd ? lastBlock.childNodes.length : 0;
  if (joinsEnd) rest.prepend(...lastBlock.childNodes);
  rest.before(...blocks);
  const end = doc.createRange();
  if (joinsEnd) end.setStart(rest, joined);
  else if (lastBlock) end.setStart(...endOf(lastBlock));
  else end.setStart(line, line.childNodes.length);
  if (isEmptyLine(rest) && end.startContainer !== rest) rest.remove();
  if (isEmptyLine(line) && end.startContainer !== line) line.remove();
  end.collapse(true);
  return end;
}
