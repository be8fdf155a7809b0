import { execFileSync } from 'node:child_process';
import { DOGHOTEL_BIN, readServerState } from './serverState';

/** Creates an admin account in the suite's database with `doghotel create-admin`. */
export function createAdmin(login: string, password: string): void {
  const { server } = readServerState();
  if (!server) throw new Error('createAdmin needs the server started by the e2e global setup');
  execFileSync(DOGHOTEL_BIN, ['create-admin', '--login', login, '--password', password], {
    // The server's own settings, so the binary never falls back to files in the working folder.
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
      DOGHOTEL_JWT_SECRET: server.jwtSecret,
      DOGHOTEL_DATA_DIR: server.dataDir,
    },
    stdio: 'pipe',
  });
}

/** Adds the hotel's price list and service descriptions with `doghotel seed-prices` (idempotent). */
export function seedPrices(): void {
  const { server } = readServerState();
  if (!server) throw new Error('seedPrices needs the server started by the e2e global setup');
  execFileSync(DOGHOTEL_BIN, ['seed-prices'], {
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
      DOGHOTEL_JWT_SECRET: server.jwtSecret,
      DOGHOTEL_DATA_DIR: server.dataDir,
    },
    stdio: 'pipe',
  });
}
