import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { type AdminCapacity, type CapacityBody, PLACE_KINDS, type PlaceKind } from './api/staysApi';

/** The form as typed: numbers as text, so a half-typed one is kept until it is fixed. */
export interface CapacityFormValues {
  places: Record<PlaceKind, string>;
  closed: { key: string; from: string; to: string; note: string }[];
}

/** The server's limits, so the form says what is wrong before sending. */
export const MAX_PLACES = 500;
export const MAX_PERIODS = 50;
const MAX_PERIOD_NIGHTS = 366;
const DAY_MS = 86_400_000;

export function formValuesOf(capacity: AdminCapacity): CapacityFormValues {
  return {
    places: Object.fromEntries(
      PLACE_KINDS.map((kind) => [kind, String(capacity.places[kind])]),
    ) as Record<PlaceKind, string>,
    closed: capacity.closed.map((period) => ({ ...period, key: crypto.randomUUID() })),
  };
}

/** What is wrong with each place count, by kind, and with each period, by its key. */
export interface CapacityErrors {
  places: Partial<Record<PlaceKind, AdminErrorCode>>;
  closed: Map<string, AdminErrorCode>;
}

function placesError(text: string): AdminErrorCode | undefined {
  const value = Number(text.trim());
  const whole = text.trim() !== '' && Number.isInteger(value);
  return whole && value >= 0 && value <= MAX_PLACES ? undefined : 'invalidPlaces';
}

function periodError(from: string, to: string, note: string): AdminErrorCode | undefined {
  const first = Date.parse(from);
  const last = Date.parse(to);
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) return 'invalidClosedNights';
  if ((last - first) / DAY_MS >= MAX_PERIOD_NIGHTS) return 'invalidClosedNights';
  return note.trim().length > 200 ? 'textTooLong' : undefined;
}

/** The form's mistakes; periods that overlap are both marked. */
export function formErrors(values: CapacityFormValues): CapacityErrors {
  const places: CapacityErrors['places'] = {};
  for (const kind of PLACE_KINDS) {
    const error = placesError(values.places[kind]);
    if (error) places[kind] = error;
  }
  const closed = new Map<string, AdminErrorCode>();
  for (const period of values.closed) {
    const error = periodError(period.from, period.to, period.note);
    if (error) closed.set(period.key, error);
  }
  const ordered = values.closed
    .filter((period) => !closed.has(period.key))
    .sort((a, b) => a.from.localeCompare(b.from));
  ordered.forEach((period, index) => {
    const next = ordered[index + 1];
    if (next && next.from <= period.to) {
      closed.set(period.key, 'invalidClosedNights');
      closed.set(next.key, 'invalidClosedNights');
    }
  });
  return { places, closed };
}

export function hasErrors(errors: CapacityErrors): boolean {
  return Object.keys(errors.places).length > 0 || errors.closed.size > 0;
}

export function bodyOf(values: CapacityFormValues, version: number): CapacityBody {
  return {
    version,
    places: Object.fromEntries(
      PLACE_KINDS.map((kind) => [kind, Number(values.places[kind].trim())]),
    ) as Record<PlaceKind, number>,
    closed: values.closed.map(({ from, to, note }) => ({ from, to, note: note.trim() })),
  };
}
