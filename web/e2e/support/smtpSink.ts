import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_DIR, SMTP_LOG } from './serverState';

/** The repository's SMTP sink (Debian's aiosmtpd), the same one the Rust mail tests start. */
const SMTP_SINK = resolve(REPO_DIR, 'scripts/smtp-sink');
const LISTEN_TIMEOUT_MS = 10_000;

/** Where the e2e server mails visitors' requests: any address, the sink keeps every message. */
export const STAFF_EMAIL = 'staff@doghotel.test';

function accepts(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}

export interface SmtpSink {
  pid: number;
  maildir: string;
}

/**
 * Starts a real SMTP server on 127.0.0.1:`port` that stores every message it accepts in a new
 * maildir, and waits until it listens, so the server's first delivery does not meet a closed
 * port and back off.
 */
export async function startSmtpSink(port: number, logFile = SMTP_LOG): Promise<SmtpSink> {
  if (!existsSync(SMTP_SINK)) throw new Error(`${SMTP_SINK} is missing`);
  const maildir = mkdtempSync(join(tmpdir(), 'doghotel-e2e-mail-'));
  const log = openSync(logFile, 'w');
  const sink = spawn(SMTP_SINK, [String(port), maildir], { stdio: ['ignore', log, log] });
  const { pid } = sink;
  if (pid === undefined) throw new Error(`could not start ${SMTP_SINK}`);

  const deadline = Date.now() + LISTEN_TIMEOUT_MS;
  while (Date.now() < deadline && sink.exitCode === null) {
    if (await accepts(port)) return { pid, maildir };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  sink.kill();
  throw new Error(
    `the SMTP sink did not listen on port ${port} (scripts/ensure-smtp-sink installs aiosmtpd):\n` +
      readFileSync(logFile, 'utf8'),
  );
}
