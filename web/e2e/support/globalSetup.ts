import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { psql } from './psql';
import { freePort, serve, serverEnv, waitForHealth } from './serverProcess';
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
    ...serverEnv({ databaseUrl: databaseUrl(database), baseURL, dataDir, jwtSecret }),
    DOGHOTEL_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DOGHOTEL_STAFF_EMAIL: STAFF_EMAIL,
  };

  // Recorded at once: Playwright runs the teardown even when a later step here fails.
  writeServerState({ baseURL, mail });

  psql(`CREATE DATABASE ${database}`);
  const { server, pid } = await serve(env, port, SERVER_LOG);

  writeServerState({
    baseURL,
    server: { pid, database, databaseUrl: databaseUrl(database), jwtSecret, dataDir },
    mail,
  });
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_JWT_SECRET = jwtSecret;

  await waitForHealth(baseURL, server, SERVER_LOG);
}
