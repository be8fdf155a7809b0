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

/** Runs one of the binary's idempotent seeding commands against the suite's database. */
function seed(command: 'seed-prices' | 'seed-reviews'): void {
  const { server } = readServerState();
  if (!server) throw new Error(`${command} needs the server started by the e2e global setup`);
  execFileSync(DOGHOTEL_BIN, [command], {
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
  seed('seed-prices');
}

/**
 * Adds the demo reviews with `doghotel seed-reviews`: 13 approved (4 on the home slider, one
 * with 4 answers, a long one), 2 pending and a pending answer; nothing once reviews exist.
 */
export function seedReviews(): void {
  seed('seed-reviews');
}
