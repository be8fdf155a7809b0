import { existsSync, rmSync } from 'node:fs';
import { psql } from './psql';
import { STATE_FILE, readServerState } from './serverState';

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

/** Stops the server and the SMTP sink the setup started and drops the database. */
export default async function globalTeardown(): Promise<void> {
  // The setup failed before it started anything.
  if (!existsSync(STATE_FILE)) return;
  const { server, mail } = readServerState();
  if (server) {
    await stop(server.pid);
    psql(`DROP DATABASE IF EXISTS ${server.database} WITH (FORCE)`);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  if (mail) {
    await stop(mail.pid);
    rmSync(mail.maildir, { recursive: true, force: true });
  }
}
