import { randomUUID } from 'node:crypto';

/** How long a visitor's call may take before the page gives up on it and sends it again. */
const PATIENCE_MS = 10_000;
/** The pause before a call that got no answer, or 502/503/504, is sent again. */
const PAUSE_MS = 100;

/** What the visitors' writing came to. */
export interface Writing {
  /** The keys of the messages the server acknowledged with 204. */
  acknowledged: string[];
  /** Messages still unanswered when the visitors gave up. */
  unanswered: string[];
  /** Answers other than 204, 502, 503, 504 or none: each one a defect. */
  refused: string[];
  /** Calls that got no answer or a gateway's or outage's status and were sent again. */
  sentAgain: number;
}

/** The address of the visitor who sends the message of `key`. */
export function visitorAddress(key: string): string {
  return `visitor-${key}@example.com`;
}

/**
 * Visitors writing to the hotel through `baseURL` one message after another, as the contact
 * page does: each message under an `Idempotency-Key` of its own, sent again with the same key
 * until it is answered 204. Stopping lets each visitor finish the message in hand.
 */
export class VisitorWrites {
  private stopping = false;
  private readonly writing: Writing = {
    acknowledged: [],
    unanswered: [],
    refused: [],
    sentAgain: 0,
  };
  private readonly writers: Promise<void>[];

  constructor(
    private readonly baseURL: string,
    visitors: number,
  ) {
    this.writers = Array.from({ length: visitors }, (_, visitor) => this.write(visitor));
  }

  /** How many messages were acknowledged so far. */
  acknowledgedSoFar(): number {
    return this.writing.acknowledged.length;
  }

  async finish(): Promise<Writing> {
    this.stopping = true;
    await Promise.all(this.writers);
    return this.writing;
  }

  private async write(visitor: number): Promise<void> {
    const language = visitor % 2 === 0 ? 'uk' : 'en';
    while (!this.stopping) {
      const key = randomUUID();
      let deadline = Number.POSITIVE_INFINITY;
      for (;;) {
        const status = await this.send(key, language);
        if (status === 204) {
          this.writing.acknowledged.push(key);
          break;
        }
        if (status !== undefined && ![502, 503, 504].includes(status)) {
          this.writing.refused.push(`${key}: ${status}`);
          break;
        }
        this.writing.sentAgain += 1;
        if (this.stopping) deadline = Math.min(deadline, Date.now() + PATIENCE_MS);
        if (Date.now() > deadline) {
          this.writing.unanswered.push(key);
          return;
        }
        await new Promise((wait) => setTimeout(wait, PAUSE_MS));
      }
    }
  }

  /** The status of one call, or `undefined` when none came. */
  private async send(key: string, language: 'uk' | 'en'): Promise<number | undefined> {
    try {
      const answer = await fetch(`${this.baseURL}/api/send-message`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          'Accept-DHLanguage': language,
          Cookie: 'XSRF-TOKEN=visitor',
          'X-XSRF-TOKEN': 'visitor',
        },
        body: JSON.stringify({
          name: language === 'uk' ? 'Олена' : 'Olena',
          email: visitorAddress(key),
          message:
            language === 'uk'
              ? 'Чи є місце для кота на вихідні.'
              : 'Is there room for a cat at the weekend.',
          subject: "Зв'язатися з нами",
          website: '',
        }),
        signal: AbortSignal.timeout(PATIENCE_MS),
      });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return undefined;
    }
  }
}
