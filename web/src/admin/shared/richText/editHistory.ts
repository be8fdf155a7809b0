/** A place in the field: the child indexes down to a node, and an offset in it. */
interface Point {
  path: number[];
  offset: number;
}

/** The field as it was at one step: its markup and what was selected. */
export interface Snapshot {
  html: string;
  selection: { start: Point; end: Point } | null;
}

/** What a step of typing does, so a run of the same kind is undone as one. */
export type TypingKind = 'insert' | 'delete' | 'line';

/** Typing after a pause this long is a step of its own. */
const PAUSE_MS = 1000;
const STEPS_KEPT = 100;

function pointOf(root: Node, node: Node, offset: number): Point | null {
  const path: number[] = [];
  for (let current = node; current !== root;) {
    const parent = current.parentNode;
    if (!parent) return null;
    path.unshift([...parent.childNodes].indexOf(current as ChildNode));
    current = parent;
  }
  return { path, offset };
}

function nodeAt(root: Node, path: readonly number[]): Node | null {
  let node: Node | null = root;
  for (const index of path) node = node?.childNodes[index] ?? null;
  return node;
}

/** The field's markup and selection, to come back to. */
export function takeSnapshot(root: Element): Snapshot {
  const selection = root.ownerDocument.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  const start = range && pointOf(root, range.startContainer, range.startOffset);
  const end = range && pointOf(root, range.endContainer, range.endOffset);
  return { html: root.innerHTML, selection: start && end ? { start, end } : null };
}

/** Puts the field back as `snapshot` has it, the selection too. */
export function restoreSnapshot(root: Element, snapshot: Snapshot): void {
  root.innerHTML = snapshot.html;
  const selection = root.ownerDocument.getSelection();
  if (!selection) return;
  const range = root.ownerDocument.createRange();
  const start = snapshot.selection && nodeAt(root, snapshot.selection.start.path);
  const end = snapshot.selection && nodeAt(root, snapshot.selection.end.path);
  if (snapshot.selection && start && end) {
    range.setStart(start, snapshot.selection.start.offset);
    range.setEnd(end, snapshot.selection.end.offset);
  } else {
    range.selectNodeContents(root);
    range.collapse(false);
  }
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The field's undo and redo: the state before each step. A formatting command or a paste is a
 * step; typing of one kind is one step until a pause, another kind or a command.
 */
export class EditHistory {
  private undos: Snapshot[] = [];
  private redos: Snapshot[] = [];
  private typing: { kind: TypingKind; at: number } | null = null;

  /** Keeps `before`, the state a step is about to change, unless it continues the typing. */
  record(before: Snapshot, typing: TypingKind | null = null, now = Date.now()): void {
    const continues =
      typing !== null && this.typing?.kind === typing && now - this.typing.at < PAUSE_MS;
    this.typing = typing === null ? null : { kind: typing, at: now };
    if (continues) return;
    this.undos.push(before);
    if (this.undos.length > STEPS_KEPT) this.undos.shift();
    this.redos = [];
  }

  /** The state to go back to from `current`, if any. */
  undo(current: Snapshot): Snapshot | null {
    return this.step(this.undos, this.redos, current);
  }

  /** The state an undo left, if nothing changed since. */
  redo(current: Snapshot): Snapshot | null {
    return this.step(this.redos, this.undos, current);
  }

  /** Forgets every step: the field's text was replaced from outside. */
  clear(): void {
    this.undos = [];
    this.redos = [];
    this.typing = null;
  }

  private step(from: Snapshot[], to: Snapshot[], current: Snapshot): Snapshot | null {
    const target = from.pop();
    if (!target) return null;
    to.push(current);
    this.typing = null;
    return target;
  }
}
