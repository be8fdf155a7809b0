import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';

/**
 * The album page's uploads as a queue (pure: the page's hook sends and times them). Each file
 * chosen gets a tile at once; at most {@link MAX_RUNNING} go up together, as the server renders
 * only a few photos at a time; a busy server (503 `uploadsBusyMessage`) is asked again after
 * its Retry-After while the upload keeps its place; a refused file stays on its tile with the
 * reason until dismissed, and the others go on.
 */
export const MAX_RUNNING = 2;

/** How many times a busy server is asked again before the tile says so. */
export const MAX_BUSY_RETRIES = 20;

export type UploadStatus =
  /** Waiting for a free place. */
  | 'queued'
  | 'uploading'
  /** The server was busy: waiting to try again, holding its place. */
  | 'retrying'
  | 'failed';

export interface UploadTile {
  key: string;
  name: string;
  status: UploadStatus;
  /** Share of the bytes sent, 0 to 1. */
  progress: number;
  error: AdminErrorCode | null;
  /** How many busy answers it has had. */
  busyAnswers: number;
  /** When a `retrying` upload goes again (ms since the epoch). */
  retryAt: number | null;
}

export interface UploadQueue {
  /** In the order chosen; a finished upload leaves the queue (its photo joins the album). */
  tiles: UploadTile[];
}

export const emptyQueue: UploadQueue = { tiles: [] };

export type UploadAction =
  /** Files chosen: `refused` holds the client-side check's answer for each, or `null`. */
  | { type: 'added'; files: { key: string; name: string; refused: AdminErrorCode | null }[] }
  | { type: 'started'; keys: string[] }
  | { type: 'progressed'; key: string; progress: number }
  | { type: 'finished'; key: string }
  | { type: 'busy'; key: string; retryAt: number }
  | { type: 'failed'; key: string; error: AdminErrorCode }
  | { type: 'dismissed'; key: string };

function update(queue: UploadQueue, key: string, change: Partial<UploadTile>): UploadQueue {
  return {
    tiles: queue.tiles.map((tile) => (tile.key === key ? { ...tile, ...change } : tile)),
  };
}

export function uploadQueueReducer(queue: UploadQueue, action: UploadAction): UploadQueue {
  switch (action.type) {
    case 'added':
      return {
        tiles: [
          ...queue.tiles,
          ...action.files.map(({ key, name, refused }) => ({
            key,
            name,
            status: refused ? ('failed' as const) : ('queued' as const),
            progress: 0,
            error: refused,
            busyAnswers: 0,
            retryAt: null,
          })),
        ],
      };
    case 'started': {
      const keys = new Set(action.keys);
      return {
        tiles: queue.tiles.map((tile) =>
          keys.has(tile.key) ? { ...tile, status: 'uploading', progress: 0, retryAt: null } : tile,
        ),
      };
    }
    case 'progressed':
      return update(queue, action.key, { progress: action.progress });
    case 'finished':
    case 'dismissed':
      return { tiles: queue.tiles.filter((tile) => tile.key !== action.key) };
    case 'busy': {
      const tile = queue.tiles.find(({ key }) => key === action.key);
      if (!tile) return queue;
      if (tile.busyAnswers + 1 > MAX_BUSY_RETRIES) {
        return update(queue, action.key, { status: 'failed', error: 'uploadsBusyMessage' });
      }
      return update(queue, action.key, {
        status: 'retrying',
        progress: 0,
        busyAnswers: tile.busyAnswers + 1,
        retryAt: action.retryAt,
      });
    }
    case 'failed':
      return update(queue, action.key, { status: 'failed', error: action.error, retryAt: null });
  }
}

const holdsPlace = (tile: UploadTile) => tile.status === 'uploading' || tile.status === 'retrying';

/**
 * The uploads to send now: busy ones whose wait is over first, then the queued ones in the
 * order chosen, as long as at most {@link MAX_RUNNING} are under way.
 */
export function uploadsToStart(queue: UploadQueue, now: number): string[] {
  const due = queue.tiles
    .filter((tile) => tile.status === 'retrying' && (tile.retryAt ?? 0) <= now)
    .map((tile) => tile.key);
  const free = MAX_RUNNING - queue.tiles.filter(holdsPlace).length;
  const queued = queue.tiles
    .filter((tile) => tile.status === 'queued')
    .slice(0, Math.max(0, free))
    .map((tile) => tile.key);
  return [...due, ...queued];
}

/** When the next busy upload may go again, or `null` when none waits. */
export function nextRetryAt(queue: UploadQueue): number | null {
  const times = queue.tiles
    .filter((tile) => tile.status === 'retrying')
    .map((tile) => tile.retryAt ?? 0);
  return times.length > 0 ? Math.min(...times) : null;
}

/** Photos chosen and not in the album yet: what leaving the page would lose. */
export function notUploadedCount(queue: UploadQueue): number {
  return queue.tiles.filter((tile) => tile.status !== 'failed').length;
}

/** The server's usual wait for a busy upload (its `Retry-After: 5`), when an answer names none. */
export const DEFAULT_RETRY_SECONDS = 5;

/**
 * The wait a busy answer asks for: its `Retry-After` seconds (`UploadError.retryAfterSeconds`),
 * else the server's usual {@link DEFAULT_RETRY_SECONDS}.
 */
export function retryDelayMs(retryAfterSeconds: number | undefined): number {
  const usable =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0;
  return (usable ? retryAfterSeconds : DEFAULT_RETRY_SECONDS) * 1000;
}
