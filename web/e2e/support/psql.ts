import { execFileSync } from 'node:child_process';
import { POSTGRES } from './serverState';

/**
 * `sql` run in `database` as the postgres superuser (trust auth), on the local server or the
 * one on `port` of this machine. The statement goes in on standard input, which takes one
 * longer than a command line may be (a list of thousands of keys, say).
 */
function run(
  database: string,
  flag: '-q' | '-tA',
  sql: string,
  port: number = POSTGRES.port,
): string {
  return execFileSync(
    'psql',
    [
      '-h',
      POSTGRES.host,
      '-p',
      String(port),
      '-U',
      POSTGRES.user,
      '-d',
      database,
      '-v',
      'ON_ERROR_STOP=1',
      flag,
      '-f',
      '-',
    ],
    { encoding: 'utf8', input: sql, stdio: ['pipe', 'pipe', 'pipe'] },
  );
}

/** Runs one SQL statement on the server (creating or dropping a database, say). */
export function psql(sql: string, port?: number): void {
  run('postgres', '-q', sql, port);
}

/** The one value `sql` answers in `database`, as text. */
export function psqlValue(database: string, sql: string, port?: number): string {
  return run(database, '-tA', sql, port).trim();
}
