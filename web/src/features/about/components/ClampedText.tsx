import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isClipped } from '../model/clamp';
import styles from './ClampedText.module.css';

/**
 * A review's text, clamped to 4 lines (3 on phones) by CSS, with "show more" only when the
 * clamp actually hides something: measured after layout and again whenever the box resizes
 * (a turned phone, a font arriving late).
 */
export function ClampedText({ text }: { text: string }) {
  const { t } = useTranslation('about');
  const id = useId();
  const box = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);

  useLayoutEffect(() => {
    const paragraph = box.current;
    if (!paragraph || open) return;
    const measure = () => setClipped(isClipped(paragraph));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(paragraph);
    return () => observer.disconnect();
  }, [open, text]);

  return (
    <>
      <p ref={box} id={id} className={`${styles.text} ${open ? '' : styles.clamped}`}>
        {text}
      </p>
      {(clipped || open) && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? t('feedback.showLess') : t('feedback.showMore')}
        </button>
      )}
    </>
  );
}
