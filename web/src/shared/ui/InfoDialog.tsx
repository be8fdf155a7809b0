import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './InfoDialog.module.css';
import { CloseIcon } from './CloseIcon';

export interface InfoDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/**
 * A modal message (SPEC "info message popup"). The native <dialog> gives focus trapping,
 * Escape to close and an inert page behind it without any script of ours.
 */
export function InfoDialog({ open, title, message, onClose }: InfoDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The main action, not the corner close button, should have focus when the dialog opens.
      okRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={onClose}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={t('close')}
        onClick={() => ref.current?.close()}
      >
        <CloseIcon />
      </button>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <button
        ref={okRef}
        type="button"
        className="button button--primary"
        onClick={() => ref.current?.close()}
      >
        {t('ok')}
      </button>
    </dialog>
  );
}
