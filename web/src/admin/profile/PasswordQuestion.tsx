import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { PasswordField } from '@/shared/ui/PasswordField';

interface PasswordQuestionProps {
  title: string;
  /** What the action does, in words. */
  text: string;
  confirm: string;
  /** Runs the action with the password typed; a refusal is told in the dialog, which stays. */
  onConfirm: (currentPassword: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The password, asked again before the account's protection changes: a session left open on a
 * shared computer must not be enough to weaken it.
 */
export function PasswordQuestion({
  title,
  text,
  confirm,
  onConfirm,
  onClose,
}: PasswordQuestionProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminErrorCode | null>(null);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (password === '') {
      setError('currentPasswordRequired');
      return fieldRef.current?.focus();
    }
    setBusy(true);
    try {
      await onConfirm(password);
    } catch (caught) {
      const problem = apiProblemOf(caught);
      setBusy(false);
      if (problem.field === 'currentPassword') {
        setError(problem.code);
        fieldRef.current?.focus();
      } else setFailure(problem.code);
    }
  };

  return (
    <Modal title={title} onClose={busy ? () => undefined : onClose}>
      <form className={forms.form} onSubmit={submit} noValidate>
        <p>{text}</p>
        {failure && (
          <p className={forms.failure} role="alert">
            {errorText(failure)}
          </p>
        )}
        <PasswordField
          ref={fieldRef}
          label={t('password.current')}
          name="currentPassword"
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error && errorText(error)}
        />
        <div className={forms.actions}>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {confirm}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onClose}
          >
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
