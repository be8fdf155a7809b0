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
  /** The plain-text part (the whole body of a message that has no other). */
  body: string;
  /** The HTML part of a message that has one. */
  html: string | null;
}

/** The repository's decoder, so the suite parses no MIME itself (the Rust tests use it too). */
const MESSAGES = resolve(REPO_DIR, 'scripts/smtp-sink-messages');

/** Every message in the maildir so far, oldest first. */
export function readMailbox(maildir: string): Mail[] {
  // Thousands of messages after a load (make drill) run to tens of megabytes.
  const decoded = execFileSync(MESSAGES, [maildir], { encoding: 'utf8', maxBuffer: 1 << 30 });
  return JSON.parse(decoded) as Mail[];
}
