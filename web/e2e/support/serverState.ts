import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the global setup started, for the tests, the CLI helper and the teardown. */
export interface ServerState {
  baseURL: string;
  /** Absent when the tests run against a server someone else started (E2E_BASE_URL). */
  server?: {
    pid: number;
    database: string;
    databaseUrl: string;
    jwtSecret: string;
    dataDir: string;
  };
  /** The SMTP server the setup started for the server's staff mail; absent with E2E_BASE_URL. */
  mail?: {
    pid: number;
    port: number;
    /** The maildir the sink stores each accepted message in (`new/`), for `support/mailbox.ts`. */
    maildir: string;
    /** The address the server mails visitors' requests to (DOGHOTEL_STAFF_EMAIL). */
    staffEmail: string;
  };
}

export const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_DIR = resolve(WEB_DIR, '..');
export const RESULTS_DIR = resolve(WEB_DIR, 'test-results');
export const STATE_FILE = resolve(RESULTS_DIR, 'e2e-server.json');
export const SERVER_LOG = resolve(RESULTS_DIR, 'e2e-server.log');
export const SMTP_LOG = resolve(RESULTS_DIR, 'e2e-smtp.log');

/** The binary under test; DOGHOTEL_BIN points elsewhere (a debug build, say). */
export const DOGHOTEL_BIN =
  process.env.DOGHOTEL_BIN ?? resolve(REPO_DIR, 'target/release/doghotel');

/** The PostgreSQL server that hosts the throwaway test database. */
export const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' } as const;

export function databaseUrl(database: string): string {
  return `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${database}`;
}

export function writeServerState(state: ServerState): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function readServerState(): ServerState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;
}
