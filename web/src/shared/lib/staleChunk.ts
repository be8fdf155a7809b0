/**
 * After a deploy, a tab opened before it asks for chunk files that no longer exist. Reloading
 * fetches the new index.html and its chunks. The timestamp in sessionStorage stops a reload
 * loop when the chunk is missing for another reason (offline, server down).
 */
const RELOADED_AT_KEY = 'doghotel:stale-chunk-reload';
const RETRY_WINDOW_MS = 10_000;

function reloadOnce(): boolean {
  // Offline, a reload only swaps the page for the browser's error page.
  if (!navigator.onLine) return false;
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

/**
 * A dynamic import that, failing while the browser is offline, is tried again once it is back
 * online instead of failing: for parts that load as the visitor scrolls, which may be long
 * after the page itself, on a connection that has come and gone.
 */
export function importWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch((error: unknown) => {
      if (navigator.onLine) throw error;
      return new Promise<T>((resolve, reject) => {
        window.addEventListener('online', () => void attempt().then(resolve, reject), {
          once: true,
        });
      });
    });
  return attempt;
}
