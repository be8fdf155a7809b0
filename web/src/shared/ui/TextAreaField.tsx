import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FormField, type FormFieldProps } from './FormField';
import styles from './forms.module.css';

export interface TextAreaFieldProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>,
    Pick<FormFieldProps, 'label' | 'error' | 'hint' | 'counter' | 'reserveErrorLine'> {}

/** A labelled multi-line input, announced with its hint and error like {@link Field}. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, error, hint, counter, reserveErrorLine, className, ...textarea },
    ref,
  ) {
    return (
      <FormField
        label={label}
        error={error}
        hint={hint}
        counter={counter}
        reserveErrorLine={reserveErrorLine}
      >
        {(control) => (
          <textarea
            {...textarea}
            {...control}
            ref={ref}
            className={`${control.className} ${styles.textarea} ${className ?? ''}`}
          />
        )}
      </FormField>
    );
  },
);
