/**
 * After a deploy, a tab opened before it asks for chunk files that no longer exist. Reloading
 * fetches the new index.html and its chunks. The timestamp in sessionStorage stops a reload
 * loop when the chunk is missing for another reason (offline, server down).
 */
const RELOADED_AT_KEY = 'doghotel:stale-chunk-reload';
const RETRY_WINDOW_MS = 10_000;

function reloadOnce(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RETRY_WINDOW_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** Wraps a dynamic import so a stale chunk triggers one reload instead of an error screen. */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      // The reload replaces the page; this promise never needs to settle.
      if (reloadOnce()) return new Promise<T>(() => {});
      throw error;
    });
}

/** Vite reports failed preloads of a lazy chunk's CSS and dependencies with this event. */
export function reloadOnStalePreload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
