import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Modal.module.css';
import { CloseIcon } from './CloseIcon';

interface ModalProps {
  title: string;
  /** Asked to close (close button, Escape); the parent closes the modal by unmounting it. */
  onClose: () => void;
  /** Room for a form with photos: wider on desktop, the whole screen on a phone. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, makes the page behind it
 * inert and closes it with Escape. Mount it to open it, unmount it to close it; the element
 * marked `data-autofocus` gets the focus first.
 */
export function Modal({ title, onClose, wide = false, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Focus goes back to whatever opened the dialog, so keyboard users keep their place.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    // The browser would focus the first control (the close button); a form starts at its field.
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  // A parent may keep the modal open when asked to close (a form with unsaved changes asks
  // first); if the browser closed it anyway, it is shown again on the next render.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  });

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      // React passes these events up its tree: a dialog opened inside this one (a confirmation)
      // must not close this one too.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        // Escape asks the parent, like the close button, instead of closing behind its back.
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Browsers may refuse to let a page cancel Escape; then the dialog closes natively and
        // React follows. A stale close event from a remount finds the dialog open: ignore it.
        if (!dialogRef.current?.open) onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <CloseIcon size={22} />
        </button>
      </div>
      {children}
    </dialog>
  );
}
