import { useId, type ReactNode } from 'react';
import styles from './forms.module.css';

/** What the control inside a {@link FormField} must carry to be labelled and described. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Translated error text; the field is marked invalid while it is set. */
  error?: string | null;
  hint?: string;
  /** Shown under the field at its end, such as a character count. */
  counter?: string;
  /**
   * Keeps a line under the control for the error, announced politely when it appears, so a
   * short form in a dialog does not grow while the visitor moves through it.
   */
  reserveErrorLine?: boolean;
  /** Something drawn inside the control's right edge, such as the show-password button. */
  trailing?: ReactNode;
  /** Renders the control (an input, a text area, a masked input) with the props it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control whose hint and error are announced with it (`aria-describedby`): the
 * frame every form field of the site shares, public and admin alike.
 */
export function FormField({
  label,
  error,
  hint,
  counter,
  reserveErrorLine = false,
  trailing,
  children,
}: FormFieldProps) {
  const id = useId();
  // An error replaces the hint: it says the same thing more urgently.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorShown = Boolean(error) || reserveErrorLine;
  const errorId = errorShown ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    className: `${styles.input}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  });
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {trailing ? (
        <div className={styles.control}>
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {(hintId || errorShown || counter) && (
        <div className={`${styles.below} ${reserveErrorLine ? styles.reserved : ''}`}>
          {hintId && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          {errorShown && (
            <p
              id={errorId}
              className={styles.error}
              aria-live={reserveErrorLine ? 'polite' : undefined}
            >
              {error}
            </p>
          )}
          {counter && (
            <p className={styles.counter} aria-hidden="true">
              {counter}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
