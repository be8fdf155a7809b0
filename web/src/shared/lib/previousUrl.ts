/** SPEC §2: a details page carries the URL it was opened from in its navigation state. */
export interface PreviousUrlState {
  from: string;
}

export function previousUrlOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<PreviousUrlState>).from;
  return typeof from === 'string' ? from : null;
}
