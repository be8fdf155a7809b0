import { type ChangeEvent, type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';
import {
  PHONE_MASK,
  applyPhoneEdit,
  caretPosition,
  subscriberDigits,
} from '@/shared/lib/phoneMask';

export interface PhoneInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A phone field with the SPEC §5 mask `+38(0__)___-__-__`. The mask appears when the field
 * gets the focus and goes away on leaving it untouched, so an empty field looks empty.
 */
export function PhoneInput({ value, onValueChange, onFocus, onBlur, ...props }: PhoneInputProps) {
  const ref = useRef<HTMLInputElement>(null);

  // After every change the caret goes to the next free slot, past the mask's literals.
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || document.activeElement !== input || value === '') return;
    const caret = caretPosition(value);
    input.setSelectionRange(caret, caret);
  }, [value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    onValueChange(applyPhoneEdit(value, event.target.value, inputType.startsWith('delete')));
  };

  return (
    <input
      {...props}
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK}
      value={value}
      onChange={onChange}
      onFocus={(event) => {
        if (value === '') onValueChange(PHONE_MASK);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (subscriberDigits(value) === '') onValueChange('');
        onBlur?.(event);
      }}
    />
  );
}
