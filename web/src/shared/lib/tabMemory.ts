/**
 * Values a page keeps for the browser tab (sessionStorage, as JSON), so coming back to it (the
 * back button, a reload) finds it as the visitor left it. Storage can be full, disabled or
 * hold a value from an older version; every failure reads as "nothing kept".
 */
export function readTabMemory(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function writeTabMemory(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Coming back then simply starts afresh.
  }
}
