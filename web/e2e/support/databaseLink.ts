import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { psql } from './psql';
import { freePort, serve, serverEnv, waitForHealth } from './serverProcess';
import { POSTGRES, RESULTS_DIR } from './serverState';

/**
 * The connection between a server of its own and PostgreSQL, which a test cuts (every open
 * connection closed, nothing listening for new ones) and restores: what the server sees when
 * the database's machine goes away and comes back. The suite's shared server is never cut, as
 * the other specs run beside this one.
 */
export class DatabaseLink {
  private listener: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(readonly port: number) {}

  static async open(): Promise<DatabaseLink> {
    const link = new DatabaseLink(await freePort());
    await link.restore();
    return link;
  }

  /** The URL of `database` on the local PostgreSQL, through this link. */
  url(database: string): string {
    return `postgres://${POSTGRES.user}@127.0.0.1:${this.port}/${database}`;
  }

  cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    const listener = this.listener;
    this.listener = null;
    return new Promise((closed) => (listener ? listener.close(() => closed()) : closed()));
  }

  restore(): Promise<void> {
    const listener = createServer((client) => {
      const database = connect(POSTGRES.port, POSTGRES.host);
      for (const socket of [client, database]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          database.destroy();
        });
      }
      client.pipe(database).pipe(client);
    });
    this.listener = listener;
    return new Promise((listening) => listener.listen(this.port, '127.0.0.1', listening));
  }
}

/** A server of this spec's own, on its own database, reaching it through `link`. */
export interface OwnServer {
  baseURL: string;
  database: string;
  stop: () => Promise<void>;
}

export async function serverBehind(link: DatabaseLink, name: string): Promise<OwnServer> {
  const database = `doghotel_e2e_${name}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), `doghotel-e2e-${name}-`));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const jwtSecret = `e2e-secret-${randomBytes(16).toString('hex')}`;
  const log = join(RESULTS_DIR, `e2e-server-${name}-${port}.log`);
  psql(`CREATE DATABASE ${database}`);
  const { server } = await serve(
    serverEnv({ databaseUrl: link.url(database), baseURL, dataDir, jwtSecret }),
    port,
    log,
  );
  await waitForHealth(baseURL, server, log);
  return {
    baseURL,
    database,
    stop: async () => {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
      await link.cut();
      psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
