import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './forms.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Translated error text; the field is marked invalid while it is set. */
  error?: string | null;
  hint?: string;
  /** Something drawn inside the input's right edge, such as the show-password button. */
  trailing?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (`aria-describedby`). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, className, ...input },
  ref,
) {
  const id = useId();
  // An error replaces the hint: it says the same thing more urgently.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          ref={ref}
          id={id}
          className={`${styles.input} ${trailing ? styles.withTrailing : ''} ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hintId && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
