/**
 * A place in the field as the number of characters of text before it: it survives markup being
 * rewritten around the same text (the field settling its markup when the focus leaves it).
 */
export function textPositionOf(root: Element, node: Node, offset: number): number {
  const before = root.ownerDocument.createRange();
  before.setStart(root, 0);
  before.setEnd(node, offset);
  return before.toString().length;
}

/** The place `position` characters of text into the field: inside a text node when there is one. */
export function placeAt(root: Element, position: number): [Node, number] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let passed = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = (node as Text).length;
    if (position <= passed + length) return [node, position - passed];
    passed += length;
  }
  return [root, root.childNodes.length];
}
