import { useCallback, useState } from 'react';
import { apiErrorCodeOf } from './apiErrorText';

/** How long a submission waits before it goes again: the server's `Retry-After` (5 s). */
export const RESEND_AFTER_MS = 5_000;

const sleep = (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms));

/**
 * Sends a visitor's submission until the site stores or refuses it. While the site answers
 * that it is briefly unavailable (503 `serviceUnavailable`: its database cannot be reached),
 * `send` is called again every {@link RESEND_AFTER_MS}; it must send the same submission with
 * the same `Idempotency-Key`, so that it is stored once however many times it went.
 * `onWaiting` is told at the first such answer, so the form can say what is going on.
 */
export async function sendUntilStored<T>(
  send: () => Promise<T>,
  onWaiting: () => void,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  let told = false;
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (apiErrorCodeOf(error) !== 'serviceUnavailable') throw error;
      if (!told) onWaiting();
      told = true;
      await pause(RESEND_AFTER_MS);
    }
  }
}

/**
 * {@link sendUntilStored} for a form: `waiting` holds from the first "briefly unavailable"
 * answer until the submission was stored or refused, for the form to keep its button busy and
 * show {@link ResendNotice}.
 */
export function useSendUntilStored(): {
  sendUntilStored: <T>(send: () => Promise<T>) => Promise<T>;
  waiting: boolean;
} {
  const [waiting, setWaiting] = useState(false);
  const send = useCallback(async <T>(attempt: () => Promise<T>) => {
    try {
      return await sendUntilStored(attempt, () => setWaiting(true));
    } finally {
      setWaiting(false);
    }
  }, []);
  return { sendUntilStored: send, waiting };
}
