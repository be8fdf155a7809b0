/** One event in a record's history, as the history panel shows it (newest first). */
export interface HistoryEntry {
  /** The record's version right after this event: what the version view and restore name. */
  version: number;
  /** The event's name (`ArticlePublished`, `DogEdited`…). */
  event: string;
  at: string;
  /** The staff member's login, or {@link SCHEDULER} when the server did it on its own clock. */
  by: string | null;
  /** The changed fields, named like the request's (`title.uk`, `photos`…). */
  changed: string[];
}

/** One event as the server lists a history (dogs and articles alike), oldest first. */
export interface ServerHistoryEntry {
  /** The record's version right after this event. */
  sequence: number;
  event: string;
  /** The staff member's login, or {@link SCHEDULER}. */
  actor: string;
  at: string;
  changedFields: string[];
}

/** The actor the server records for what its scheduler did (a scheduled publication). */
export const SCHEDULER = 'scheduler';

/** The text key that says who made a change: a person's login, or the schedule staff set. */
export function actorKey(by: string): 'history.by' | 'history.bySchedule' {
  return by === SCHEDULER ? 'history.bySchedule' : 'history.by';
}

/** A history as the server lists it, in the shape the panel shows, newest first. */
export function historyOf(entries: readonly ServerHistoryEntry[]): HistoryEntry[] {
  return entries
    .map(({ sequence, event, at, actor, changedFields }) => ({
      version: sequence,
      event,
      at,
      by: actor,
      changed: changedFields,
    }))
    .sort((a, b) => b.version - a.version);
}

/**
 * Whether the content as it was after `entry` can be brought back. The newest entry is what
 * the record holds now, and a deleted record has nothing to restore into.
 */
export function isRestorable(history: readonly HistoryEntry[], entry: HistoryEntry): boolean {
  const newest = history[0];
  const deleted = history.some((event) => event.event.endsWith('Deleted'));
  return newest !== undefined && entry.version < newest.version && !deleted;
}
