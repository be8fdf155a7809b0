import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { psql } from './psql';
import { STAFF_EMAIL, startSmtpSink } from './smtpSink';
import {
  DOGHOTEL_BIN,
  RESULTS_DIR,
  SERVER_LOG,
  STATE_FILE,
  WEB_DIR,
  databaseUrl,
  writeServerState,
} from './serverState';

const HEALTH_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
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

async function waitForHealth(baseURL: string, server: ReturnType<typeof spawn>): Promise<void> {
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
  const log = readFileSync(SERVER_LOG, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`doghotel serve did not become healthy at ${baseURL}:\n${log}`);
}

/**
 * Starts the real server for the suite: a fresh database, migrated by the binary, an SMTP sink
 * for its staff mail, and `doghotel serve` on a free port serving web/dist. Set E2E_BASE_URL to
 * test a server that is already running (for example `vite preview` while the binary is being
 * built); the mail checks are skipped then.
 */
export default async function globalSetup(): Promise<void> {
  // A state left by an earlier run must not send the teardown after its processes.
  rmSync(STATE_FILE, { force: true });
  const external = process.env.E2E_BASE_URL;
  if (external) {
    writeServerState({ baseURL: external });
    return;
  }

  if (!existsSync(DOGHOTEL_BIN)) {
    throw new Error(`${DOGHOTEL_BIN} is missing: run \`cargo build --release\` first.`);
  }
  if (!existsSync(resolve(WEB_DIR, 'dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first.');
  }

  const suffix = randomBytes(4).toString('hex');
  const database = `doghotel_e2e_${suffix}`;
  const jwtSecret = `e2e-secret-${randomBytes(16).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'doghotel-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const smtpPort = await freePort();
  const sink = await startSmtpSink(smtpPort);
  const mail = { pid: sink.pid, port: smtpPort, maildir: sink.maildir, staffEmail: STAFF_EMAIL };
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl(database),
    DOGHOTEL_WEB_DIST: resolve(WEB_DIR, 'dist'),
    DOGHOTEL_JWT_SECRET: jwtSecret,
    DOGHOTEL_DATA_DIR: dataDir,
    DOGHOTEL_PUBLIC_URL: baseURL,
    DOGHOTEL_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DOGHOTEL_STAFF_EMAIL: STAFF_EMAIL,
    // Every page of the suite writes from 127.0.0.1: the limit of 5 per form would count the
    // whole suite as one visitor. The limit itself is tested over HTTP (tests/http).
    DOGHOTEL_SUBMISSION_LIMIT: '50',
    // A test fills a form in well under the 3 seconds a person needs, which the server would
    // keep as spam. The judgement itself is tested over HTTP; the pages' part, that every form
    // sends how long it was shown, in e2e/contacts.spec.ts.
    DOGHOTEL_FORM_MIN_SECONDS: '0',
  };

  // Recorded at once: Playwright runs the teardown even when a later step here fails.
  writeServerState({ baseURL, mail });

  psql(`CREATE DATABASE ${database}`);
  execFileSync(DOGHOTEL_BIN, ['migrate'], { env, stdio: 'pipe' });

  const log = openSync(SERVER_LOG, 'w');
  const server = spawn(DOGHOTEL_BIN, ['serve', '--port', String(port)], {
    env,
    stdio: ['ignore', log, log],
  });
  if (server.pid === undefined) throw new Error(`could not start ${DOGHOTEL_BIN}`);

  writeServerState({
    baseURL,
    server: { pid: server.pid, database, databaseUrl: env.DATABASE_URL, jwtSecret, dataDir },
    mail,
  });
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_JWT_SECRET = jwtSecret;

  await waitForHealth(baseURL, server);
}
