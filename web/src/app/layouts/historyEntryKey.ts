/** Where the document's first history entry keeps its key, beside the router's own state. */
const FIELD = 'entryKey';

/**
 * A key that names the current history entry across reloads and back or forward. The router's
 * own key does, except on the entry a document was opened with: there it is "default", the
 * same for every address loaded in the tab, so that entry gets a key of its own, kept in the
 * browser's state for it (which the router preserves and a reload keeps).
 */
export function historyEntryKey(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const state: unknown = window.history.state;
  const kept = isRecord(state) ? state[FIELD] : undefined;
  if (typeof kept === 'string') return kept;
  // Unique enough among one tab's entries (`crypto.randomUUID` needs a secure page).
  const created = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  window.history.replaceState({ ...(isRecord(state) ? state : {}), [FIELD]: created }, '');
  return created;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
