import { rmSync } from 'node:fs';
import { psql } from './psql';
import { readServerState } from './serverState';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(pid: number): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 10_000 && isRunning(pid); waited += 100) {
    await new Promise((wait) => setTimeout(wait, 100));
  }
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

/** Stops the server the setup started and drops its database. */
export default async function globalTeardown(): Promise<void> {
  const { server } = readServerState();
  if (!server) return;
  await stop(server.pid);
  psql(`DROP DATABASE IF EXISTS ${server.database} WITH (FORCE)`);
  rmSync(server.dataDir, { recursive: true, force: true });
}
