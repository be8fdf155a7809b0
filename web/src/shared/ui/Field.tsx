import { forwardRef, type InputHTMLAttributes } from 'react';
import { FormField, type FormFieldProps } from './FormField';
import styles from './forms.module.css';

export interface FieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>,
    Pick<
      FormFieldProps,
      'label' | 'error' | 'hint' | 'counter' | 'reserveErrorLine' | 'trailing'
    > {}

/** A labelled input whose hint and error are announced with it (`aria-describedby`). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, counter, reserveErrorLine, trailing, className, ...input },
  ref,
) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      counter={counter}
      reserveErrorLine={reserveErrorLine}
      trailing={trailing}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          ref={ref}
          className={`${control.className} ${trailing ? styles.withTrailing : ''} ${className ?? ''}`}
        />
      )}
    </FormField>
  );
});
