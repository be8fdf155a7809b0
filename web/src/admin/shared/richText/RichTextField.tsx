import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import { EditHistory, restoreSnapshot, takeSnapshot, type TypingKind } from './editHistory';
import {
  formatsAt,
  type InlineFormat,
  insertText,
  rangeHasFormat,
  toggleFormat,
} from './inlineFormats';
import { insertContent } from './insertContent';
import { boundsOf, type Bounds } from './lines';
import { inQuote, quoteLines, unquoteLines } from './quote';
import styles from './RichTextField.module.css';
import { normalizeRichText } from './richText';
import { placeAt, textPositionOf } from './textPosition';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang: Language;
  /** Shows the label over the field; by default it is only read out (a heading names the field). */
  showLabel?: boolean;
  /** Translated error text, announced with the field while it is set. */
  error?: string | null;
  /** Shown under the field at its end, such as a character count. */
  counter?: string;
}

type Format = 'bold' | 'italic' | 'mark' | 'quote';

const NO_FORMATS: Record<Format, boolean> = {
  bold: false,
  italic: false,
  mark: false,
  quote: false,
};

const ELEMENT_OF: Record<Exclude<Format, 'quote'>, InlineFormat> = {
  bold: 'b',
  italic: 'i',
  mark: 'mark',
};

/** The shortcuts, by the letter on the key in a Latin layout or, in another one, its place. */
function shortcutOf(event: KeyboardEvent): string | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const latin = /^[a-z]$/i.test(event.key);
  return (latin ? event.key : event.code.replace(/^Key/, '')).toLowerCase();
}

function typingKindOf(inputType: string): TypingKind | null {
  if (inputType.startsWith('insert') && inputType.endsWith('Text')) return 'insert';
  if (inputType.startsWith('delete') && inputType !== 'deleteByCut') return 'delete';
  if (inputType === 'insertParagraph' || inputType === 'insertLineBreak') return 'line';
  return null;
}

function escapeText(text: string): string {
  const holder = document.createElement('div');
  holder.textContent = text;
  return holder.innerHTML.replace(/\r?\n/g, '<br>');
}

function select(range: Range): void {
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function rangeOf(bounds: Bounds): Range {
  const range = document.createRange();
  const clamp = (node: Node, offset: number) =>
    Math.min(offset, node instanceof CharacterData ? node.length : node.childNodes.length);
  range.setStart(bounds.startContainer, clamp(bounds.startContainer, bounds.startOffset));
  range.setEnd(bounds.endContainer, clamp(bounds.endContainer, bounds.endOffset));
  return range;
}

/** Styles chosen with the caret alone: what the next text typed right there gets. */
interface WaitingFormats {
  formats: Set<InlineFormat>;
  node: Node;
  offset: number;
}

/**
 * A small rich text editor (an article's TEXT or QUOTE block, a newsletter issue's text): bold,
 * italic, highlight and quote, from its toolbar or the usual shortcuts, with its own undo and
 * redo. Typing is the browser's; styles, quotes and pastes are made on the selection's nodes
 * here, and everything is normalised to the blog's markup before it leaves the field.
 */
export function RichTextField({
  label,
  value,
  onChange,
  lang,
  showLabel = false,
  error,
  counter,
}: RichTextFieldProps) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const errorId = useId();
  const editor = useRef<HTMLDivElement>(null);
  /** The HTML last handed to `onChange`: a `value` equal to it needs no redraw (the caret stays). */
  const emitted = useRef<string | null>(null);
  /** The selection inside the field, kept while the focus is on the toolbar. */
  const lastRange = useRef<Range | null>(null);
  const waiting = useRef<WaitingFormats | null>(null);
  const [history] = useState(() => new EditHistory());
  const [formats, setFormats] = useState(NO_FORMATS);

  useLayoutEffect(() => {
    const element = editor.current;
    if (!element || value === emitted.current) return;
    element.innerHTML = value;
    emitted.current = value;
    // Text from outside (a draft loaded, a version restored) is not undone keystroke by keystroke.
    history.clear();
    waiting.current = null;
  }, [value, history]);

  const emit = useCallback(() => {
    const element = editor.current;
    if (!element) return;
    const html = normalizeRichText(element.innerHTML);
    if (html === emitted.current) return;
    emitted.current = html;
    onChange(html);
  }, [onChange]);

  /** The toolbar shows which formats the selection has, or the caret's next text will. */
  const follow = useCallback(() => {
    const element = editor.current;
    const selection = document.getSelection();
    // Only while the field has the focus: the focus on the toolbar leaves the kept selection be.
    if (!element || document.activeElement !== element) return;
    if (!selection || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    if (!element.contains(range.commonAncestorContainer)) return;
    lastRange.current = range.cloneRange();
    const chosen = waiting.current;
    const stays =
      chosen && range.collapsed && range.startContainer === chosen.node
        ? range.startOffset === chosen.offset
        : false;
    if (!stays) waiting.current = null;
    const caretFormats = range.collapsed ? formatsAt(element, range.startContainer) : null;
    const has = (format: InlineFormat) => {
      if (stays && chosen) return chosen.formats.has(format);
      return caretFormats ? caretFormats.has(format) : rangeHasFormat(element, range, format);
    };
    setFormats({
      bold: has('b'),
      italic: has('i'),
      mark: has('mark'),
      quote: inQuote(element, range),
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, [follow]);

  /** After a change made here: the text goes out and the toolbar catches up. */
  const changed = useCallback(() => {
    emit();
    follow();
  }, [emit, follow]);

  /** The selection in the field to act on: the last one, put back when the toolbar had the focus. */
  const restoreSelection = useCallback((): Range | null => {
    const element = editor.current;
    if (!element) return null;
    element.focus();
    const selection = document.getSelection();
    if (!selection) return null;
    if (lastRange.current && element.contains(lastRange.current.startContainer)) {
      select(lastRange.current);
    }
    if (selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    return element.contains(range.startContainer) ? range : null;
  }, []);

  const run = useCallback(
    (format: Format) => {
      const element = editor.current;
      const range = restoreSelection();
      if (!element || !range) return;
      if (format !== 'quote' && range.collapsed) {
        const chosen = new Set(
          waiting.current?.formats ?? formatsAt(element, range.startContainer),
        );
        const style = ELEMENT_OF[format];
        if (chosen.has(style)) chosen.delete(style);
        else chosen.add(style);
        waiting.current = {
          formats: chosen,
          node: range.startContainer,
          offset: range.startOffset,
        };
        follow();
        return;
      }
      history.record(takeSnapshot(element));
      if (format === 'quote') {
        const bounds = boundsOf(range);
        const caret = inQuote(element, bounds)
          ? (unquoteLines(element, bounds), null)
          : quoteLines(element, bounds);
        select(caret ?? rangeOf(bounds));
      } else {
        select(toggleFormat(element, range, ELEMENT_OF[format]));
      }
      changed();
    },
    [restoreSelection, follow, history, changed],
  );

  const travel = useCallback(
    (direction: 'undo' | 'redo') => {
      const element = editor.current;
      if (!element) return;
      const current = takeSnapshot(element);
      const target = direction === 'undo' ? history.undo(current) : history.redo(current);
      if (!target) return;
      restoreSnapshot(element, target);
      waiting.current = null;
      changed();
    },
    [history, changed],
  );

  // The browser's own edits: typing is left to it, as steps of the history; its styles and its
  // undo are replaced by the field's (a style the field does not allow is refused).
  useEffect(() => {
    const element = editor.current;
    if (!element) return;
    const beforeInput = (event: InputEvent) => {
      const type = event.inputType;
      if (type === 'historyUndo' || type === 'historyRedo') {
        event.preventDefault();
        travel(type === 'historyUndo' ? 'undo' : 'redo');
        return;
      }
      if (type.startsWith('format')) {
        event.preventDefault();
        if (type === 'formatBold') run('bold');
        if (type === 'formatItalic') run('italic');
        return;
      }
      const selection = document.getSelection();
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
      const chosen = waiting.current;
      if (type === 'insertText' && event.data && range && chosen) {
        event.preventDefault();
        history.record(takeSnapshot(element), 'insert');
        select(insertText(element, range, event.data, chosen.formats));
        waiting.current = null;
        changed();
        return;
      }
      history.record(takeSnapshot(element), typingKindOf(type));
    };
    element.addEventListener('beforeinput', beforeInput);
    return () => element.removeEventListener('beforeinput', beforeInput);
  }, [travel, run, history, changed]);

  const keyDown = (event: KeyboardEvent) => {
    const key = shortcutOf(event);
    const command =
      key === 'b'
        ? () => run('bold')
        : key === 'i'
          ? () => run('italic')
          : key === 'z'
            ? () => travel(event.shiftKey ? 'redo' : 'undo')
            : key === 'y'
              ? () => travel('redo')
              : null;
    if (!command) return;
    event.preventDefault();
    command();
  };

  const paste = (event: ClipboardEvent) => {
    event.preventDefault();
    const element = editor.current;
    const range = restoreSelection();
    if (!element || !range) return;
    const html = event.clipboardData.getData('text/html');
    const clean = normalizeRichText(html || escapeText(event.clipboardData.getData('text/plain')));
    history.record(takeSnapshot(element));
    select(insertContent(element, range, clean));
    changed();
  };

  // Moving the caret out settles the markup on screen too (what was sent already was). The
  // selection kept for the toolbar moves to the same text in the settled markup, so a style
  // chosen from the toolbar with the keyboard still goes on it.
  const settle = () => {
    const element = editor.current;
    if (!element) return;
    // `selectionchange` comes as a task of its own, so the last one may still be on its way
    // when the focus leaves (a quick Shift+Tab after selecting): the selection is read here.
    const selection = document.getSelection();
    const live = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (live && element.contains(live.commonAncestorContainer)) {
      lastRange.current = live.cloneRange();
    }
    const html = normalizeRichText(element.innerHTML);
    if (element.innerHTML !== html) {
      const kept = lastRange.current;
      const positions =
        kept && element.contains(kept.startContainer) && element.contains(kept.endContainer)
          ? [
              textPositionOf(element, kept.startContainer, kept.startOffset),
              textPositionOf(element, kept.endContainer, kept.endOffset),
            ]
          : null;
      element.innerHTML = html;
      if (positions) {
        const range = document.createRange();
        range.setStart(...placeAt(element, positions[0] ?? 0));
        range.setEnd(...placeAt(element, positions[1] ?? 0));
        lastRange.current = range;
      }
    }
    emit();
  };

  const tool = (format: Format, text: string, icon: ReactNode) => (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={formats[format]}
      title={text}
      // Keeps the selection in the field when the toolbar is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => run(format)}
    >
      {icon}
      <span className="visually-hidden">{text}</span>
    </button>
  );

  return (
    <div className={styles.field}>
      <span id={labelId} className={showLabel ? forms.label : 'visually-hidden'}>
        {label}
      </span>
      <div className={styles.frame}>
        <div role="toolbar" aria-label={t('richText.toolbar')} className={styles.toolbar}>
          {tool('bold', t('richText.bold'), <b aria-hidden="true">B</b>)}
          {tool('italic', t('richText.italic'), <i aria-hidden="true">I</i>)}
          {tool(
            'mark',
            t('richText.mark'),
            <mark aria-hidden="true" className={styles.markIcon}>
              ab
            </mark>,
          )}
          {tool(
            'quote',
            t('richText.quote'),
            <span aria-hidden="true" className={styles.quoteIcon}>
              “
            </span>,
          )}
        </div>
        <div
          ref={editor}
          className={styles.editable}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          lang={lang}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onKeyDown={keyDown}
          onPaste={paste}
          onBlur={settle}
        />
      </div>
      {/* After the text, so its coming and going never redraws the text being written. */}
      {(error || counter) && (
        <div className={forms.below}>
          <p id={errorId} className={forms.error}>
            {error}
          </p>
          {counter && <p className={forms.counter}>{counter}</p>}
        </div>
      )}
    </div>
  );
}
