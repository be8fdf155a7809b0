import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '@/admin/shared/richText/RichTextField';
import type { Language } from '@/shared/i18n';
import type { BlockType } from '../api/articleTypes';
import { newBlockKey } from './articleDraft';
import {
  addBlock,
  changeBlock,
  MAX_BLOCKS,
  moveBlock,
  removeBlock,
  type EditorBlock,
} from './blocks';
import styles from './Editor.module.css';
import { ImageChooser } from './ImageChooser';

const BLOCK_TYPES: readonly BlockType[] = ['TEXT', 'QUOTE', 'IMG'];

interface BlockEditorProps {
  language: Language;
  blocks: EditorBlock[];
  onChange: (blocks: EditorBlock[]) => void;
  onUploadingChange: (key: string, uploading: boolean) => void;
  error: string | null;
}

/** Where the focus goes after a change: a moved block's arrows, a new block, or the add buttons. */
type FocusTarget = { key: string; part: 'move' | 'content' } | { key: null };

/**
 * One language's content blocks: added at the end, moved up and down with buttons (keyboard
 * and touch alike) and removed; the focus follows the block, and each change is announced.
 */
export function BlockEditor({
  language,
  blocks,
  onChange,
  onUploadingChange,
  error,
}: BlockEditorProps) {
  const { t } = useTranslation('adminArticles');
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const addButtons = useRef<HTMLDivElement>(null);
  const [focusAfter, setFocusAfter] = useState<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfter) return;
    if (focusAfter.key === null) {
      addButtons.current?.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    const block = list.current?.querySelector(`[data-block="${focusAfter.key}"]`);
    const selector =
      focusAfter.part === 'move'
        ? 'button[data-move]:not(:disabled)'
        : '[contenteditable], input[type="file"]';
    block?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusAfter]);

  const typeName = (type: BlockType) => t(`editor.blockTypes.${type}`);

  const add = (type: BlockType) => {
    const key = newBlockKey();
    onChange(addBlock(blocks, type, key));
    setFocusAfter({ key, part: 'content' });
  };

  const move = (key: string, to: number) => {
    onChange(moveBlock(blocks, key, to));
    setAnnouncement(t('editor.blockMoved', { number: to + 1 }));
    setFocusAfter({ key, part: 'move' });
  };

  const remove = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    onUploadingChange(block.key, false);
    onChange(removeBlock(blocks, block.key));
    setAnnouncement(t('editor.blockRemoved'));
    const next = blocks[index + 1] ?? blocks[index - 1];
    setFocusAfter(next ? { key: next.key, part: 'move' } : { key: null });
  };

  return (
    <div className={styles.blocks} role="group" aria-labelledby={headingId}>
      <p id={headingId} className={styles.blocksTitle}>
        {t('editor.blocks')}{' '}
        <span className={styles.blocksCount}>
          {t('editor.blockCount', { count: blocks.length })}
        </span>
      </p>
      {blocks.length === 0 && <p className={styles.blocksEmpty}>{t('editor.blocksEmpty')}</p>}
      <ol ref={list} className={styles.blockList}>
        {blocks.map((block, index) => {
          const number = index + 1;
          const label = t('editor.blockLabel', { type: typeName(block.type), number });
          return (
            <li
              key={block.key}
              data-block={block.key}
              className={`${styles.block} ${block.type === 'QUOTE' ? styles.quoteBlock : ''}`}
              aria-label={label}
            >
              <div className={styles.blockHead}>
                <span className={styles.blockType}>{label}</span>
                <div className={styles.blockControls}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    data-move="up"
                    aria-label={t('editor.moveUp', { number })}
                    disabled={index === 0}
                    onClick={() => move(block.key, index - 1)}
                  >
                    <Arrow direction="up" />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    data-move="down"
                    aria-label={t('editor.moveDown', { number })}
                    disabled={index === blocks.length - 1}
                    onClick={() => move(block.key, index + 1)}
                  >
                    <Arrow direction="down" />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('editor.removeBlock', { number })}
                    onClick={() => remove(index)}
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        stroke="currentColor"
                        strokeWidth="2.4"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                </div>
              </div>
              {block.type === 'IMG' ? (
                <ImageChooser
                  alt={t('editor.imageAlt', { number })}
                  imageId={block.value || null}
                  onUploaded={(imageId) => onChange(changeBlock(blocks, block.key, imageId))}
                  onUploadingChange={(uploading) => onUploadingChange(block.key, uploading)}
                />
              ) : (
                <RichTextField
                  label={label}
                  lang={language}
                  value={block.value}
                  onChange={(html) => onChange(changeBlock(blocks, block.key, html))}
                />
              )}
            </li>
          );
        })}
      </ol>
      {error && (
        <p className={styles.blocksError} role="alert">
          {error}
        </p>
      )}
      <div ref={addButtons} className={styles.addBlocks}>
        {BLOCK_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="button button--secondary"
            disabled={blocks.length >= MAX_BLOCKS}
            onClick={() => add(type)}
          >
            {t('editor.addBlock', { type: typeName(type) })}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function Arrow({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={direction === 'up' ? 'M5 15l7-7 7 7' : 'M5 9l7 7 7-7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
