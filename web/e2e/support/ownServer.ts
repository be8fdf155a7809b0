import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './fixtures';
import { psql } from './psql';
import { freePort, serve, serverEnv, waitForHealth } from './serverProcess';
import { DOGHOTEL_BIN, RESULTS_DIR, databaseUrl } from './serverState';

/**
 * A server of a spec's own, on its own database, for what the suite's shared server must not
 * be put through (a cut database) or must not be set up for (tokens seconds long).
 */
export interface OwnServer {
  baseURL: string;
  database: string;
  /** Creates a staff account in this server's database, as `doghotel create-admin` does. */
  createAdmin: (login: string, password: string) => void;
  /** `doghotel backup --to folder` on this server's database and media; whether it worked. */
  backUp: (folder: string) => boolean;
  stop: () => Promise<void>;
}

export interface OwnServerOptions {
  /** How the server reaches `database`; the local PostgreSQL directly by default. */
  reach?: (database: string) => string;
  /** Settings laid over the suite's. */
  env?: NodeJS.ProcessEnv;
  /** Run once the server has exited, before its database is dropped. */
  afterExit?: () => Promise<void>;
  /**
   * The name pages reach it by, 127.0.0.1 by default; `localhost` for what WebAuthn refuses
   * on an IP address.
   */
  host?: '127.0.0.1' | 'localhost';
}

export async function startOwnServer(
  name: string,
  { reach = databaseUrl, env = {}, afterExit, host = '127.0.0.1' }: OwnServerOptions = {},
): Promise<OwnServer> {
  const database = `doghotel_e2e_${name}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), `doghotel-e2e-${name}-`));
  const port = await freePort();
  const baseURL = `http://${host}:${port}`;
  const jwtSecret = `e2e-secret-${randomBytes(16).toString('hex')}`;
  const log = join(RESULTS_DIR, `e2e-server-${name}-${port}.log`);
  psql(`CREATE DATABASE ${database}`);
  const settings = {
    ...serverEnv({ databaseUrl: reach(database), baseURL, dataDir, jwtSecret }),
    ...env,
  };
  const { server } = await serve(settings, port, log);
  await waitForHealth(baseURL, server, log);
  return {
    baseURL,
    database,
    createAdmin: (login, password) => {
      execFileSync(DOGHOTEL_BIN, ['create-admin', '--login', login, '--password', password], {
        env: { ...settings, DATABASE_URL: databaseUrl(database) },
        stdio: 'pipe',
      });
    },
    backUp: (folder) =>
      spawnSync(DOGHOTEL_BIN, ['backup', '--to', folder], {
        env: { ...settings, DATABASE_URL: databaseUrl(database) },
        stdio: 'pipe',
      }).status === 0,
    stop: async () => {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
      await afterExit?.();
      psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's `test`, with every test of a worker on one server of its own (started as
 * {@link startOwnServer} does), which pages reach as `baseURL` and the test gets as `server`.
 */
export function testOnOwnServer(name: string, options: OwnServerOptions = {}) {
  return test.extend<object, { server: OwnServer }>({
    server: [
      async ({}, use) => {
        const server = await startOwnServer(name, options);
        await use(server);
        await server.stop();
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ server }, use) => {
      await use(server.baseURL);
    },
  });
}
