import { execFileSync } from 'node:child_process';
import { POSTGRES } from './serverState';

/** Runs one SQL statement as the postgres superuser (trust auth on the local server). */
export function psql(sql: string): void {
  execFileSync(
    'psql',
    [
      '-h',
      POSTGRES.host,
      '-p',
      String(POSTGRES.port),
      '-U',
      POSTGRES.user,
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-qc',
      sql,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}
