/**
 * A field's content for tests, written as HTML with the selection marked in its text: `[` and
 * `]` for its ends, or `|` for a caret.
 */
export function fieldWith(html: string): { root: HTMLElement; range: Range } {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  const range = document.createRange();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    for (let at = text.data.search(/[[\]|]/); at >= 0; at = text.data.search(/[[\]|]/)) {
      const mark = text.data[at];
      text.deleteData(at, 1);
      if (mark !== ']') range.setStart(text, at);
      if (mark !== '[') range.setEnd(text, at);
    }
  }
  return { root, range };
}
