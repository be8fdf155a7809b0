import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import styles from './Honeypot.module.css';

/**
 * What a public form sends for the server to judge whether a person or a bot sent it: the
 * honeypot's value (field `website`) and how long the form was on the screen. A submission
 * judged a bot's is kept, in the staff inbox's spam, rather than mailed.
 */
export interface BotTraps {
  website: string;
  shownForMs: number;
}

export interface HoneypotHandle {
  /** The traps as they stand when the form is sent. */
  traps: () => BotTraps;
}

/**
 * The forms' trap for bots: a field people never see or reach, which bots that fill every
 * field do, and the time since the form appeared, which a bot that sends at once lacks. It is
 * mounted with its form, so its clock starts when the form does.
 */
export const Honeypot = forwardRef<HoneypotHandle, { label: string }>(function Honeypot(
  { label },
  ref,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  useImperativeHandle(
    ref,
    () => ({
      traps: () => ({
        website: input.current?.value ?? '',
        shownForMs: Math.round(performance.now() - (shownAt.current ?? performance.now())),
      }),
    }),
    [],
  );
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
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

/** The traps of a form whose honeypot is not mounted (it always is once the form shows). */
export const NO_TRAPS: BotTraps = { website: '', shownForMs: 0 };
