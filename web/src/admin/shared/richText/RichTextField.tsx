import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import styles from './RichTextField.module.css';
import { normalizeRichText } from './richText';

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

function escapeText(text: string): string {
  const holder = document.createElement('div');
  holder.textContent = text;
  return holder.innerHTML.replace(/\r?\n/g, '<br>');
}

/** The nearest `name` element around `node`, inside `root` only. */
function closestInside(node: Node | null, name: string, root: HTMLElement): HTMLElement | null {
  let current: Node | null = node;
  while (current && current !== root) {
    if (current.nodeName.toLowerCase() === name) return current as HTMLElement;
    current = current.parentNode;
  }
  return null;
}

/**
 * A small rich text editor (an article's TEXT or QUOTE block, a newsletter issue's text): bold,
 * italic, highlight and quote, from its toolbar or the usual shortcuts. The browser's editing
 * commands do the work; what they produce (and any paste) is normalised to the blog's markup
 * before it leaves the field.
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
  const [formats, setFormats] = useState(NO_FORMATS);

  useLayoutEffect(() => {
    const element = editor.current;
    if (!element || value === emitted.current) return;
    element.innerHTML = value;
    emitted.current = value;
  }, [value]);

  const emit = useCallback(() => {
    const element = editor.current;
    if (!element) return;
    const html = normalizeRichText(element.innerHTML);
    if (html === emitted.current) return;
    emitted.current = html;
    onChange(html);
  }, [onChange]);

  // The toolbar shows which formats the caret is in.
  useEffect(() => {
    const follow = () => {
      const element = editor.current;
      const selection = document.getSelection();
      if (!element || !selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      if (!element.contains(range.commonAncestorContainer)) return;
      lastRange.current = range.cloneRange();
      setFormats({
        bold: document.queryCommandState('bold'),
        italic: document.queryCommandState('italic'),
        mark: closestInside(range.startContainer, 'mark', element) !== null,
        quote: closestInside(range.startContainer, 'blockquote', element) !== null,
      });
    };
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, []);

  /** Puts the focus and the last selection back into the field, for a command to act on. */
  const restoreSelection = () => {
    const element = editor.current;
    if (!element) return null;
    element.focus();
    const selection = document.getSelection();
    if (selection && lastRange.current && element.contains(lastRange.current.startContainer)) {
      selection.removeAllRanges();
      selection.addRange(lastRange.current);
    }
    return selection;
  };

  const toggleMark = (element: HTMLElement, selection: Selection) => {
    if (selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    const existing = closestInside(range.startContainer, 'mark', element);
    if (existing) {
      existing.replaceWith(...existing.childNodes);
      return;
    }
    if (range.collapsed) return;
    const mark = document.createElement('mark');
    mark.appendChild(range.extractContents());
    range.insertNode(mark);
    selection.selectAllChildren(mark);
  };

  const run = (format: Format) => {
    const element = editor.current;
    const selection = restoreSelection();
    if (!element || !selection) return;
    if (format === 'bold' || format === 'italic') document.execCommand(format);
    else if (format === 'mark') toggleMark(element, selection);
    else if (formats.quote) document.execCommand('outdent');
    else document.execCommand('formatBlock', false, 'blockquote');
    emit();
  };

  const paste = (event: ClipboardEvent) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const clean = html
      ? normalizeRichText(html)
      : escapeText(event.clipboardData.getData('text/plain'));
    document.execCommand('insertHTML', false, clean);
    emit();
  };

  // Moving the caret out settles the markup on screen too (what was sent already was).
  const settle = () => {
    const element = editor.current;
    if (!element) return;
    const html = normalizeRichText(element.innerHTML);
    if (element.innerHTML !== html) element.innerHTML = html;
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
