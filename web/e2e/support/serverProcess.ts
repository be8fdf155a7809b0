import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DOGHOTEL_BIN, WEB_DIR } from './serverState';

const HEALTH_TIMEOUT_MS = 30_000;

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** What the server needs to run against `databaseUrl` at `baseURL`, with its files in `dataDir`. */
export function serverEnv(settings: {
  databaseUrl: string;
  baseURL: string;
  dataDir: string;
  jwtSecret: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: settings.databaseUrl,
    DOGHOTEL_WEB_DIST: resolve(WEB_DIR, 'dist'),
    DOGHOTEL_JWT_SECRET: settings.jwtSecret,
    DOGHOTEL_DATA_DIR: settings.dataDir,
    DOGHOTEL_PUBLIC_URL: settings.baseURL,
    // Every page of the suite writes from 127.0.0.1: the limit of 5 per form would count the
    // whole suite as one visitor. The limit itself is tested over HTTP (tests/http).
    DOGHOTEL_SUBMISSION_LIMIT: '50',
    // The same for refused sign-ins: the suite's wrong passwords, in both projects and their
    // retries, come from one address. The limit itself is tested over HTTP (tests/http).
    DOGHOTEL_SIGN_IN_LIMIT: '200',
    // A test fills a form in well under the 3 seconds a person needs, which the server would
    // keep as spam. The judgement itself is tested over HTTP; the pages' part, that every form
    // sends how long it was shown, in e2e/contacts.spec.ts.
    DOGHOTEL_FORM_MIN_SECONDS: '0',
  };
}

/**
 * Migrates the database of `env` and starts `doghotel serve` on `port`, its output in `log`:
 * the process and its id. The migration runs beside this process, not blocking it, as the
 * database may be reached through a link this process serves (`databaseLink.ts`).
 */
export async function serve(
  env: NodeJS.ProcessEnv,
  port: number,
  log: string,
): Promise<{ server: ChildProcess; pid: number }> {
  await promisify(execFile)(DOGHOTEL_BIN, ['migrate'], { env });
  const output = openSync(log, 'w');
  const server = spawn(DOGHOTEL_BIN, ['serve', '--port', String(port)], {
    env,
    stdio: ['ignore', output, output],
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error(`could not start ${DOGHOTEL_BIN}`);
  return { server, pid };
}

/** Waits until `server` answers its readiness at `baseURL`; fails with its log's end. */
export async function waitForHealth(
  baseURL: string,
  server: ChildProcess,
  log: string,
): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  const end = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`doghotel serve did not become healthy at ${baseURL}:\n${end}`);
}
