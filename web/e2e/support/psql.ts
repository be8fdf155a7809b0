import { execFileSync } from 'node:child_process';
import { POSTGRES } from './serverState';

/** `sql` run in `database` as the postgres superuser (trust auth on the local server). */
function run(database: string, flag: '-qc' | '-tAc', sql: string): string {
  return execFileSync(
    'psql',
    [
      '-h',
      POSTGRES.host,
      '-p',
      String(POSTGRES.port),
      '-U',
      POSTGRES.user,
      '-d',
      database,
      '-v',
      'ON_ERROR_STOP=1',
      flag,
      sql,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** Runs one SQL statement on the server (creating or dropping a database, say). */
export function psql(sql: string): void {
  run('postgres', '-qc', sql);
}

/** The one value `sql` answers in `database`, as text. */
export function psqlValue(database: string, sql: string): string {
  return run(database, '-tAc', sql).trim();
}
