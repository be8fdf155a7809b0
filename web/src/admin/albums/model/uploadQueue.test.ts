import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_SECONDS,
  MAX_BUSY_RETRIES,
  emptyQueue,
  nextRetryAt,
  notUploadedCount,
  retryDelayMs,
  uploadQueueReducer,
  uploadsToStart,
  type UploadAction,
  type UploadQueue,
} from './uploadQueue';

const files = (...names: string[]) => names.map((name) => ({ key: name, name, refused: null }));

const apply = (queue: UploadQueue, ...actions: UploadAction[]) =>
  actions.reduce(uploadQueueReducer, queue);

/** Starts what the queue says to start, as the page's hook does. */
function tick(queue: UploadQueue, now = 0): { queue: UploadQueue; started: string[] } {
  const started = uploadsToStart(queue, now);
  return { queue: apply(queue, { type: 'started', keys: started }), started };
}

const statuses = (queue: UploadQueue) =>
  Object.fromEntries(queue.tiles.map((tile) => [tile.key, tile.status]));

describe('the upload queue', () => {
  it('sends at most two at a time, the rest in the order chosen', () => {
    let queue = apply(emptyQueue, { type: 'added', files: files('a', 'b', 'c', 'd', 'e') });
    let step = tick(queue);
    expect(step.started).toEqual(['a', 'b']);
    queue = step.queue;
    expect(tick(queue).started).toEqual([]);

    queue = apply(queue, { type: 'finished', key: 'b' });
    step = tick(queue);
    expect(step.started).toEqual(['c']);
    queue = apply(step.queue, { type: 'finished', key: 'a' }, { type: 'finished', key: 'c' });
    step = tick(queue);
    expect(step.started).toEqual(['d', 'e']);
    expect(notUploadedCount(step.queue)).toBe(2);
  });

  it('waits for Retry-After on a busy server, holding its place, then sends again', () => {
    let queue = tick(apply(emptyQueue, { type: 'added', files: files('a', 'b', 'c') })).queue;
    queue = apply(queue, { type: 'busy', key: 'a', retryAt: 5_000 });
    expect(statuses(queue)).toEqual({ a: 'retrying', b: 'uploading', c: 'queued' });
    expect(nextRetryAt(queue)).toBe(5_000);
    // The busy one keeps its place: nothing more is sent to a server that is full.
    expect(uploadsToStart(queue, 1_000)).toEqual([]);
    const step = tick(queue, 5_000);
    expect(step.started).toEqual(['a']);
    expect(statuses(step.queue)).toEqual({ a: 'uploading', b: 'uploading', c: 'queued' });
    expect(nextRetryAt(step.queue)).toBeNull();
  });

  it('gives up on a server that stays busy, with its message on the tile', () => {
    let queue = tick(apply(emptyQueue, { type: 'added', files: files('a') })).queue;
    for (let answer = 0; answer <= MAX_BUSY_RETRIES; answer += 1) {
      queue = tick(apply(queue, { type: 'busy', key: 'a', retryAt: 0 })).queue;
    }
    expect(queue.tiles[0]).toMatchObject({ status: 'failed', error: 'uploadsBusyMessage' });
  });

  it('keeps a refused file on its tile while the others go on, until dismissed', () => {
    let queue = apply(emptyQueue, {
      type: 'added',
      files: [
        { key: 'a', name: 'a.png', refused: null },
        { key: 'notes', name: 'notes.txt', refused: 'warningMessageInvalidPhoto' },
        { key: 'b', name: 'b.png', refused: null },
        { key: 'c', name: 'c.png', refused: null },
      ],
    });
    let step = tick(queue);
    expect(step.started).toEqual(['a', 'b']);
    queue = apply(step.queue, {
      type: 'failed',
      key: 'a',
      error: 'warningMessageInvalidPhoto',
    });
    step = tick(queue);
    expect(step.started).toEqual(['c']);
    expect(step.queue.tiles.filter((tile) => tile.status === 'failed')).toMatchObject([
      { key: 'a', error: 'warningMessageInvalidPhoto' },
      { key: 'notes', error: 'warningMessageInvalidPhoto' },
    ]);
    // Refused files are not "waiting to be uploaded".
    expect(notUploadedCount(step.queue)).toBe(2);
    queue = apply(step.queue, { type: 'dismissed', key: 'notes' });
    expect(queue.tiles.map((tile) => tile.key)).toEqual(['a', 'b', 'c']);
  });

  it('reports each upload’s progress on its own tile', () => {
    let queue = tick(apply(emptyQueue, { type: 'added', files: files('a', 'b') })).queue;
    queue = apply(queue, { type: 'progressed', key: 'b', progress: 0.4 });
    expect(queue.tiles.map((tile) => tile.progress)).toEqual([0, 0.4]);
  });

  it('runs forty photos through two places, whatever the server answers', () => {
    const names = Array.from({ length: 40 }, (_, index) => `photo-${index + 1}.png`);
    let queue = apply(emptyQueue, { type: 'added', files: files(...names) });
    const busyOnce = new Set(['photo-3.png', 'photo-17.png']);
    const refused = new Set(['photo-9.png']);
    const uploaded: string[] = [];
    let now = 0;
    let mostAtOnce = 0;
    while (notUploadedCount(queue) > 0) {
      const step = tick(queue, now);
      queue = step.queue;
      const running = queue.tiles.filter((tile) => tile.status === 'uploading');
      mostAtOnce = Math.max(mostAtOnce, running.length);
      // The server answers the oldest upload under way.
      const answered = running[0];
      if (!answered) {
        now = nextRetryAt(queue) ?? now;
        continue;
      }
      if (busyOnce.delete(answered.key)) {
        queue = apply(queue, { type: 'busy', key: answered.key, retryAt: now + 5_000 });
      } else if (refused.has(answered.key)) {
        queue = apply(queue, {
          type: 'failed',
          key: answered.key,
          error: 'warningMessageInvalidPhoto',
        });
      } else {
        uploaded.push(answered.key);
        queue = apply(queue, { type: 'finished', key: answered.key });
      }
    }
    expect(mostAtOnce).toBe(2);
    expect(uploaded).toHaveLength(39);
    expect(uploaded).toContain('photo-3.png');
    expect(queue.tiles).toMatchObject([{ key: 'photo-9.png', status: 'failed' }]);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [3, 3_000],
    [0, 0],
    [60, 60_000],
    [undefined, 5_000],
    [-1, 5_000],
    [Number.NaN, 5_000],
  ])('Retry-After %s s waits %i ms', (seconds, ms) => {
    expect(retryDelayMs(seconds)).toBe(ms);
  });

  it("falls back to the server's usual 5 s", () => {
    expect(DEFAULT_RETRY_SECONDS).toBe(5);
  });
});
