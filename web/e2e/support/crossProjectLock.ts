import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { RESULTS_DIR } from './serverState';

const POLL_MS = 200;

/**
 * Runs `work` while no other test process runs work under the same `name`. The phone and
 * desktop projects run at once against one server; state they both touch and the server
 * bounds (the six blog categories, the one main article) is changed by one at a time.
 * Creating a directory either succeeds or fails as a whole, which makes it the lock.
 */
export async function withCrossProjectLock<T>(
  name: string,
  work: () => Promise<T>,
  timeoutMs = 120_000,
): Promise<T> {
  const lock = resolve(RESULTS_DIR, `lock-${name}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${lock} is still held after ${timeoutMs} ms`);
      await new Promise((wait) => setTimeout(wait, POLL_MS));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
