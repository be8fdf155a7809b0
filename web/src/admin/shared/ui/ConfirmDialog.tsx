import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';

interface ConfirmDialogProps {
  title: string;
  /** The confirming button's words, and its words while the action runs. */
  confirm: string;
  confirming: string;
  /** Runs the action and, done, closes or leaves; a refusal is told in the dialog, which stays. */
  onConfirm: () => Promise<unknown>;
  /** False while what the action would do is still loading. */
  ready?: boolean;
  onClose: () => void;
  /** The body's own layout. */
  className?: string;
  /** What the action does, in words. */
  children: ReactNode;
}

/**
 * A question before an action that cannot be taken back: the action, or Cancel, which has the
 * focus. While it runs, neither the dialog nor its buttons can be left.
 */
export function ConfirmDialog({
  title,
  confirm,
  confirming,
  onConfirm,
  ready = true,
  onClose,
  className,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);

  const run = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(apiProblemOf(error).code);
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={busy ? () => undefined : onClose}>
      <div className={className}>
        {children}
        {failure && (
          <p className={forms.failure} role="alert">
            {errorText(failure)}
          </p>
        )}
        <div className={forms.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !ready}
            aria-busy={busy}
            onClick={() => void run()}
          >
            {busy ? confirming : confirm}
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-autofocus
            disabled={busy}
            onClick={onClose}
          >
            {t('form.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
