import { useSyncExternalStore } from 'react';

/** A button a page asks the site header to show in place of its contact button. */
export interface HeaderAction {
  id: string;
  label: string;
  onSelect: () => void;
}

/**
 * SPEC §2: on dog pages the header trades its contact button for the page's own actions.
 * The page and the header are separate features, so the page publishes its actions here and
 * the header reads them.
 */
let actions: readonly HeaderAction[] = [];
const listeners = new Set<() => void>();

export function setHeaderActions(next: readonly HeaderAction[]): void {
  actions = next;
  listeners.forEach((listener) => listener());
}

export function clearHeaderActions(): void {
  setHeaderActions([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeaderActions(): readonly HeaderAction[] {
  return useSyncExternalStore(subscribe, () => actions);
}
