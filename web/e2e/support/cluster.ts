import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { psql, psqlValue } from './psql';
import { freePort, serve, serverEnv, waitForHealth } from './serverProcess';
import { DOGHOTEL_BIN, REPO_DIR, RESULTS_DIR } from './serverState';
import { STAFF_EMAIL, startSmtpSink } from './smtpSink';

const STARTUP_TIMEOUT_MS = 60_000;
const DATABASE = 'doghotel';
const BUCKET = 'doghotel';

/** One `doghotel serve` of the cluster, which can be killed and started again on its port. */
export interface Instance {
  name: string;
  /** Its own address, past the balancer. */
  baseURL: string;
  /** Sends `signal` and waits until the process has exited. */
  stop: (signal: NodeJS.Signals) => Promise<void>;
  /** Starts it again, with the same settings and port, and waits until it is ready. */
  start: () => Promise<void>;
}

/**
 * The site as an operator runs it on several machines, on this one: two `serve --role web`
 * and one `serve --role worker` against a PostgreSQL primary with a streaming replica
 * (`scripts/pg-replica`), photos in an S3-compatible store (`scripts/s3-server`), mail to an
 * SMTP sink, and a real nginx balancing round robin in front of the web instances. No
 * instance has a token secret configured: they share the one kept in the database.
 */
export interface Cluster {
  /** The balancer's address, which visitors and staff use. */
  baseURL: string;
  web: [Instance, Instance];
  worker: Instance;
  maildir: string;
  staffEmail: string;
  /** Which instance an answer came from, by the `X-Upstream` address the balancer adds. */
  instanceOf: (upstream: string | null) => Instance | undefined;
  createAdmin: (login: string, password: string) => void;
  /** The one value `sql` answers on the primary. */
  query: (sql: string) => string;
  /** `doghotel` with `args` against the cluster's database and store; whether it succeeded. */
  operator: (args: string[]) => { ok: boolean; printed: string };
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

/** Sends `child` `signal` and waits until it has exited. */
async function end(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const gone = exited(child);
  child.kill(signal);
  await gone;
}

/** Starts `scripts/pg-replica` and waits until both servers accept connections. */
async function startDatabases(folder: string, primary: number, replica: number) {
  const log = join(RESULTS_DIR, 'e2e-cluster-postgres.log');
  const databases = spawn(
    resolve(REPO_DIR, 'scripts/pg-replica'),
    [folder, String(primary), String(replica)],
    { stdio: ['ignore', 'pipe', openSync(log, 'w')] },
  );
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('scripts/pg-replica did not start')), 60_000);
    databases.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        ready();
      }
    });
    databases.once('exit', () => {
      clearTimeout(timer);
      fail(new Error(`scripts/pg-replica stopped:\n${readFileSync(log, 'utf8')}`));
    });
  });
  return databases;
}

/** Starts `scripts/s3-server` and makes the bucket the photos go to. */
async function startStore(port: number) {
  const store = spawn(resolve(REPO_DIR, 'scripts/s3-server'), [String(port)], {
    stdio: ['ignore', 'ignore', openSync(join(RESULTS_DIR, 'e2e-cluster-s3.log'), 'w')],
  });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const made = await fetch(`http://127.0.0.1:${port}/${BUCKET}`, { method: 'PUT' }).catch(
      () => undefined,
    );
    if (made?.ok) return store;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  store.kill();
  throw new Error('scripts/s3-server did not answer (scripts/ensure-s3-server installs it)');
}

/**
 * nginx in front of the web instances as `deploy/balancer.conf` sets it up (less the name
 * lookups, which Debian's nginx cannot do), adding which instance answered.
 */
async function startBalancer(folder: string, port: number, upstreams: number[]) {
  const servers = upstreams
    .map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`)
    .join('\n    ');
  const temp = (kind: string) => `${kind}_temp_path ${folder}/${kind};`;
  writeFileSync(
    join(folder, 'nginx.conf'),
    `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream site {
    ${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    proxy_http_version 1.1;
    proxy_set_header Connection close;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_connect_timeout 2s;
    proxy_read_timeout 35s;
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 10s;
    add_header X-Upstream $upstream_addr always;
    location / {
      proxy_pass http://site;
    }
  }
}
`,
  );
  const log = join(RESULTS_DIR, 'e2e-cluster-nginx.log');
  const balancer = spawn(
    '/usr/sbin/nginx',
    ['-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', openSync(log, 'w')] },
  );
  // Healthy once a request through it reaches an instance.
  await waitForHealth(`http://127.0.0.1:${port}`, balancer, log);
  return balancer;
}

/** A `doghotel serve` in `role` on a port of its own, its output in the results folder. */
async function startInstance(
  name: string,
  role: 'web' | 'worker',
  settings: NodeJS.ProcessEnv,
): Promise<Instance> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...settings, DOGHOTEL_ROLE: role };
  if (role === 'worker') delete env.DATABASE_READ_URL;
  let child: ChildProcess | undefined;
  const start = async () => {
    const log = join(RESULTS_DIR, `e2e-cluster-${name}-${Date.now()}.log`);
    child = (await serve(env, port, log)).server;
    await waitForHealth(baseURL, child, log);
  };
  await start();
  return {
    name,
    baseURL,
    start,
    stop: async (signal) => {
      if (child) await end(child, signal);
    },
  };
}

export async function startCluster(): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'doghotel-cluster-'));
  // The databases run as the postgres user when this runs as root, and must reach theirs.
  chmodSync(folder, 0o755);
  const [primaryPort, replicaPort, storePort, smtpPort, balancerPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // What stops each part, the last started first.
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopPart of stoppers.reverse()) await stopPart();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const databases = await startDatabases(join(folder, 'postgres'), primaryPort, replicaPort);
    stoppers.push(() => end(databases));
    psql(`CREATE DATABASE ${DATABASE}`, primaryPort);
    const store = await startStore(storePort);
    stoppers.push(() => end(store));
    const sink = await startSmtpSink(smtpPort, join(RESULTS_DIR, 'e2e-cluster-smtp.log'));
    stoppers.push(async () => {
      process.kill(sink.pid, 'SIGTERM');
      rmSync(sink.maildir, { recursive: true, force: true });
    });

    const baseURL = `http://127.0.0.1:${balancerPort}`;
    const database = (port: number) => `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
    const settings: NodeJS.ProcessEnv = {
      ...serverEnv({
        databaseUrl: database(primaryPort),
        baseURL,
        dataDir: join(folder, 'data'),
        jwtSecret: '',
      }),
      DATABASE_READ_URL: database(replicaPort),
      DOGHOTEL_MEDIA_STORE: `s3://${BUCKET}/site`,
      AWS_ENDPOINT_URL: `http://127.0.0.1:${storePort}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'doghotel',
      AWS_SECRET_ACCESS_KEY: 'doghotel',
      AWS_ALLOW_HTTP: 'true',
      DOGHOTEL_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DOGHOTEL_STAFF_EMAIL: STAFF_EMAIL,
      DOGHOTEL_TRUSTED_PROXIES: '127.0.0.1',
      // Every visitor of the proof writes from 127.0.0.1.
      DOGHOTEL_SUBMISSION_LIMIT: '100000',
      // Every 5 s rather than every minute, so a due publication is not waited on for long.
      DOGHOTEL_PUBLICATION_SCHEDULE: '*/5 * * * * *',
    };
    // Shared through the database, as on machines that have no secret configured.
    delete settings.DOGHOTEL_JWT_SECRET;

    const instance = async (name: string, role: 'web' | 'worker') => {
      const started = await startInstance(name, role, settings);
      stoppers.push(() => started.stop('SIGTERM'));
      return started;
    };
    const web1 = await instance('web-1', 'web');
    const web2 = await instance('web-2', 'web');
    const worker = await instance('worker', 'worker');
    const ports = [web1, web2].map(({ baseURL }) => Number(new URL(baseURL).port));
    const balancer = await startBalancer(folder, balancerPort, ports);
    stoppers.push(() => end(balancer));

    const operatorEnv = { ...settings, DATABASE_URL: database(primaryPort) };
    return {
      baseURL,
      web: [web1, web2],
      worker,
      maildir: sink.maildir,
      staffEmail: STAFF_EMAIL,
      instanceOf: (upstream) =>
        [web1, web2].find((instance) => upstream === new URL(instance.baseURL).host),
      createAdmin: (login, password) => {
        execFileSync(DOGHOTEL_BIN, ['create-admin', '--login', login, '--password', password], {
          env: operatorEnv,
          stdio: 'pipe',
        });
      },
      query: (sql) => psqlValue(DATABASE, sql, primaryPort),
      operator: (args) => {
        const run = spawnSync(DOGHOTEL_BIN, args, { env: operatorEnv, encoding: 'utf8' });
        return { ok: run.status === 0, printed: `${run.stdout}${run.stderr}` };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
