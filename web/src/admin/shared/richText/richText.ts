/**
 * The markup a rich text may hold (an article's TEXT or QUOTE block, a newsletter issue's text):
 * paragraphs, line breaks, bold, italic, highlight, quotes and lists, without attributes.
 * Whatever a browser's editing commands or a paste produce is brought back to that; the server
 * sanitizes again.
 */
const INLINE = new Set(['b', 'i', 'mark']);
const BLOCKS = new Set(['p', 'blockquote', 'ul', 'ol']);
/** Other names browsers use for the same thing. */
const RENAMED: Record<string, string> = {
  strong: 'b',
  em: 'i',
  div: 'p',
  h1: 'p',
  h2: 'p',
  h3: 'p',
  h4: 'p',
  h5: 'p',
  h6: 'p',
  pre: 'p',
  section: 'p',
  article: 'p',
};
/** Elements whose content is not text a reader should see. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'head',
  'title',
  'meta',
  'link',
  'input',
  'button',
  'select',
  'textarea',
]);

type Context = 'root' | 'blockquote' | 'list' | 'item' | 'inline';

/** The allowed element `element` stands for (`strong` is `b`, a bold `span` too), else its own name. */
export function nameOf(element: Element): string {
  const name = element.localName;
  if (name === 'span') return isBoldStyle(element) ? 'b' : isItalicStyle(element) ? 'i' : 'span';
  return RENAMED[name] ?? name;
}

/** Some browsers mark bold or italic with a style instead of an element. */
function isBoldStyle(element: Element): boolean {
  const weight = (element as HTMLElement).style?.fontWeight ?? '';
  return weight === 'bold' || Number(weight) >= 600;
}

function isItalicStyle(element: Element): boolean {
  return (element as HTMLElement).style?.fontStyle === 'italic';
}

function isInlineNode(node: Node): boolean {
  return (
    node.nodeType === Node.TEXT_NODE ||
    INLINE.has(node.nodeName.toLowerCase()) ||
    node.nodeName === 'BR'
  );
}

/** Copies `source`'s children, cleaned for `context`, into `target`. */
function appendCleaned(target: Node, source: Node, context: Context, doc: Document): void {
  for (const child of [...source.childNodes]) {
    for (const node of clean(child, context, doc)) target.appendChild(node);
  }
}

function clean(node: Node, context: Context, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const name = nameOf(element);
  if (DROPPED.has(name)) return [];
  if (name === 'br') return [doc.createElement('br')];

  if (INLINE.has(name)) {
    const copy = doc.createElement(name);
    appendCleaned(copy, element, 'inline', doc);
    return [copy];
  }
  if (name === 'li') {
    const item = doc.createElement('li');
    appendCleaned(item, element, 'item', doc);
    return context === 'list' ? [item] : [...item.childNodes];
  }
  if (name === 'ul' || name === 'ol') {
    // Lists hold items only; stray content becomes an item of its own.
    if (context === 'inline') return unwrap(element, context, doc);
    const list = doc.createElement(name);
    const content = doc.createDocumentFragment();
    appendCleaned(content, element, 'list', doc);
    for (const group of groupInline([...content.childNodes], doc, 'li')) list.appendChild(group);
    return [list];
  }
  if (name === 'blockquote' && context === 'root') {
    const quote = doc.createElement('blockquote');
    for (const child of groupInline(unwrap(element, 'blockquote', doc), doc, 'p')) {
      quote.appendChild(child);
    }
    return [quote];
  }
  if (name === 'p' && (context === 'root' || context === 'blockquote')) {
    // A paragraph holds text only; blocks nested in it (a paste may do that) come out beside it.
    return groupInline(unwrap(element, context, doc), doc, 'p');
  }
  return unwrap(element, context, doc);
}

/** The element's cleaned children without the element itself. */
function unwrap(element: Element, context: Context, doc: Document): Node[] {
  const content = doc.createDocumentFragment();
  appendCleaned(content, element, context, doc);
  return [...content.childNodes];
}

/**
 * Runs of inline nodes wrapped in a `wrapper` element, blocks left as they are: a block
 * container never holds loose text.
 */
function groupInline(nodes: Node[], doc: Document, wrapper: 'p' | 'li'): Node[] {
  const grouped: Node[] = [];
  let run: Element | null = null;
  for (const node of nodes) {
    const wrapped = wrapper === 'li' ? node.nodeName !== 'LI' : isInlineNode(node);
    if (!wrapped) {
      run = null;
      grouped.push(node);
      continue;
    }
    if (!run) {
      run = doc.createElement(wrapper);
      grouped.push(run);
    }
    run.appendChild(node);
  }
  return grouped;
}

/** Whether a node shows anything: text other than white space. */
function hasText(node: Node): boolean {
  return (node.textContent ?? '').trim() !== '';
}

/** Drops empty inline elements and paragraphs, and line breaks that end a block. */
function tidy(container: Node): void {
  for (const child of [...container.childNodes]) {
    if (child.nodeType === Node.ELEMENT_NODE) tidy(child);
    const name = child.nodeName.toLowerCase();
    if (hasText(child)) continue;
    // An empty bold or italic may still hold the space between two words.
    if (INLINE.has(name)) child.replaceWith(child.textContent ?? '');
    else if (BLOCKS.has(name) || name === 'li') child.remove();
  }
  while (container.lastChild?.nodeName === 'BR' && container.nodeName !== '#document-fragment') {
    container.removeChild(container.lastChild);
  }
  // White space between blocks is not content.
  if (container.nodeName === '#document-fragment' || BLOCKS.has(container.nodeName.toLowerCase())) {
    for (const child of [...container.childNodes]) {
      const loose = child.nodeType === Node.TEXT_NODE && !hasText(child);
      if (loose && container.nodeName !== 'P') container.removeChild(child);
    }
  }
}

/** Brings a block's HTML to the allowed markup: `p br b i mark blockquote ul ol li`, no attributes. */
export function normalizeRichText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const content = doc.createDocumentFragment();
  appendCleaned(content, doc.body, 'root', doc);
  const root = doc.createDocumentFragment();
  for (const node of groupInline([...content.childNodes], doc, 'p')) root.appendChild(node);
  tidy(root);
  const holder = doc.createElement('div');
  holder.appendChild(root);
  return holder.innerHTML;
}

/** Whether a block's HTML holds no text a reader would see. */
export function isRichTextEmpty(html: string): boolean {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() === '';
}
