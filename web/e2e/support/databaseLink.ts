import { type Server, type Socket, connect, createServer } from 'node:net';
import { type OwnServer, startOwnServer } from './ownServer';
import { freePort } from './serverProcess';
import { POSTGRES } from './serverState';

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

/** A server of the spec's own whose connection to its database goes through `link`. */
export function serverBehind(link: DatabaseLink, name: string): Promise<OwnServer> {
  return startOwnServer(name, {
    reach: (database) => link.url(database),
    afterExit: () => link.cut(),
  });
}
