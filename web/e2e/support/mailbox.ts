import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_DIR } from './serverState';

/** One message the SMTP sink accepted, decoded by `scripts/smtp-sink-messages`. */
export interface Mail {
  from: string | null;
  to: string | null;
  replyTo: string | null;
  subject: string | null;
  messageId: string | null;
  contentType: string;
  body: string;
}

/** The repository's decoder, so the suite parses no MIME itself (the Rust tests use it too). */
const MESSAGES = resolve(REPO_DIR, 'scripts/smtp-sink-messages');

/** Every message in the maildir so far, oldest first. */
export function readMailbox(maildir: string): Mail[] {
  return JSON.parse(execFileSync(MESSAGES, [maildir], { encoding: 'utf8' })) as Mail[];
}
