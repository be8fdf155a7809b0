import { forwardRef, useId } from 'react';
import styles from './Honeypot.module.css';

/**
 * The forms' trap for bots (field `website`): people never see or reach it; bots that fill
 * every field do, and the server quietly drops what they send.
 */
export const Honeypot = forwardRef<HTMLInputElement, { label: string }>(function Honeypot(
  { label },
  ref,
) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
});
