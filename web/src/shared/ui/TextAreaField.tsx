import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import styles from './forms.module.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  /** Translated error text; the field is marked invalid while it is set. */
  error?: string | null;
  hint?: string;
  /** Shown under the field at its end, such as a character count. */
  counter?: string;
}

/** A labelled multi-line input, announced with its hint and error like {@link Field}. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, counter, className, ...textarea }, ref) {
    const id = useId();
    const hintId = hint && !error ? `${id}-hint` : undefined;
    const errorId = error ? `${id}-error` : undefined;
    const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <textarea
          {...textarea}
          ref={ref}
          id={id}
          className={`${styles.input} ${styles.textarea} ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <div className={styles.below}>
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
          {counter && (
            <p className={styles.counter} aria-hidden="true">
              {counter}
            </p>
          )}
        </div>
      </div>
    );
  },
);
