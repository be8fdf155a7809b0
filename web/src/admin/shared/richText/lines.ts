/**
 * The field's lines as the browser leaves them while someone types: block elements (`p`, the
 * `div` a browser makes for a new line, `blockquote`, lists), and text written straight into
 * the field before any line was made, which counts as one line up to the next block.
 */
const BLOCKS = new Set([
  'P',
  'DIV',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'PRE',
  'SECTION',
  'ARTICLE',
]);

/** A range's ends as values, which stay put while the nodes around them move. */
export type Bounds = Pick<
  AbstractRange,
  'startContainer' | 'startOffset' | 'endContainer' | 'endOffset'
>;

export function boundsOf(range: AbstractRange): Bounds {
  const { startContainer, startOffset, endContainer, endOffset } = range;
  return { startContainer, startOffset, endContainer, endOffset };
}

export function isBlock(node: Node): boolean {
  return BLOCKS.has(node.nodeName);
}

/** The child of `container` that holds `node` (or is it). */
export function childHolding(container: Node, node: Node): Node | null {
  for (let current: Node | null = node; current; current = current.parentNode) {
    if (current.parentNode === container) return current;
  }
  return null;
}

/** The child of `container` a range boundary at (`node`, `offset`) falls in or next to. */
export function childAt(container: Node, node: Node, offset: number, side: 'start' | 'end') {
  if (node !== container) return childHolding(container, node);
  const children = container.childNodes;
  if (side === 'start') return children[offset] ?? container.lastChild;
  return children[offset - 1] ?? container.firstChild;
}

/** The inline nodes next to `node` (itself inline) up to the blocks around them: its line. */
export function runAround(node: Node): Node[] {
  let first = node;
  while (first.previousSibling && !isBlock(first.previousSibling)) first = first.previousSibling;
  const run: Node[] = [];
  for (
    let current: Node | null = first;
    current && !isBlock(current);
    current = current.nextSibling
  ) {
    run.push(current);
  }
  return run;
}

/**
 * The lines of `container` from the one holding `first` to the one holding `last`: its children
 * between them, widened to whole runs of loose text at both ends.
 */
export function linesBetween(first: Node, last: Node): Node[] {
  const from = isBlock(first) ? first : (runAround(first)[0] ?? first);
  const to = isBlock(last) ? last : (runAround(last).at(-1) ?? last);
  const lines: Node[] = [];
  for (let current: Node | null = from; current; current = current.nextSibling) {
    lines.push(current);
    if (current === to) break;
  }
  return lines;
}

/**
 * Moves `nodes` before `anchor` in `parent` (at its end when `anchor` is null), loose inline
 * ones gathered into paragraphs, so they stay lines of their own wherever they land.
 */
export function placeAsLines(nodes: readonly Node[], parent: Element, anchor: Node | null): void {
  let paragraph: HTMLElement | null = null;
  for (const node of nodes) {
    if (isBlock(node)) {
      paragraph = null;
      parent.insertBefore(node, anchor);
      continue;
    }
    if (!paragraph) {
      paragraph = parent.ownerDocument.createElement('p');
      parent.insertBefore(paragraph, anchor);
    }
    paragraph.append(node);
  }
}
