// The outbox worker, one on every instance. It wakes when a message is written (NOTIFY outbox_queued, from any
// instance), on a timer (for retries that come due, and notifications missed while disconnected), and when
// asked (deliverDue). Each time it claims the due messages a few at a time (claimDueEmails: FOR UPDATE SKIP
// LOCKED, so several instances send each message once), sends them, and marks each sent, or to be tried again
// after a growing delay, or failed once the retries are spent, keeping the SMTP server's answer. Without an
// SMTP server a message is kept in the outbox for staff to read on the desk. The log says where each message
// went, by its id and kind: never its address or its body (personal data). stop() waits for the messages in
// hand. Decision 025. On its timer it first runs the jobs that write messages on a schedule (the daily prayer
// digest, services/desk/prayer-digest.ts), each claiming its run so that one instance does it.
import type { Logger } from 'pino';
import type { Db } from '../../../db';
import { claimDueEmails, markEmailKept, markEmailNotSent, markEmailSent, OUTBOX_CHANNEL, type ClaimedEmail } from './outbox';
import { TransportFailure, type MailTransport } from './mail-transport';

/** After a failed attempt, wait this long before the next: 1 minute, 5, 30, 2 hours; the attempt after the last fails for good. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60] as const;

export interface OutboxWorkerOptions {
  db: Db;
  /** LISTEN on a channel; resolves, once listening, to how to stop (Database.listen). */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** The SMTP server, or null: messages are kept for the desk. */
  transport: MailTransport | null;
  /** The From header of every message (MAIL_FROM). */
  from: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How often to look for due messages without being told (30 s). */
  pollMs?: number;
  /** How many messages one claim takes (5). */
  batchSize?: number;
  /** A claim this old belongs to a worker that died, and may be taken over (5 minutes; sending times out long before). */
  staleAfterSeconds?: number;
  retryDelaysSeconds?: readonly number[];
  /**
   * Jobs that write messages on a schedule (the daily prayer digest), run at start and on every look of the
   * timer before the due messages are sent. Each must be safe to run on every instance at once.
   */
  chores?: readonly (() => Promise<unknown>)[];
}

export interface OutboxWorker {
  /** Where messages go, for the start-up log. */
  readonly destination: string;
  /** Listens for new messages, starts the timer, and sends what is due already. */
  start(): Promise<void>;
  /** Sends every message due now, resolving once none is left (a call during a round adds one more round). */
  deliverDue(): Promise<void>;
  /** Stops listening and looking, and waits for the messages in hand. */
  stop(): Promise<void>;
}

const MAX_ERROR_LENGTH = 1000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, logger } = options;
  const pollMs = options.pollMs ?? 30_000;
  const batchSize = options.batchSize ?? 5;
  const staleAfterSeconds = options.staleAfterSeconds ?? 5 * 60;
  const retryDelays = options.retryDelaysSeconds ?? RETRY_DELAYS_SECONDS;
  const maxAttempts = retryDelays.length + 1;

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let choring: Promise<void> | undefined;

  async function deliver(email: ClaimedEmail): Promise<void> {
    const about = { outboxId: email.id, kind: email.kind, attempt: email.attempts };
    if (!transport) {
      if (await markEmailKept(db, email)) logger.info(about, "email kept in the outbox (no SMTP_URL): staff read it on the desk's Outbox page");
      return;
    }
    if (email.attempts > maxAttempts) {
      // Claimed again and again by workers that died while sending it: it is what stops them.
      await markEmailNotSent(db, email, 'Sending was interrupted too many times.', null);
      logger.error(about, 'email failed: its sending was interrupted too many times');
      return;
    }
    try {
      await transport.send({ from, to: email.to, subject: email.subject, html: email.html, text: email.text, headers: email.headers });
    } catch (error) {
      const failure = error instanceof TransportFailure ? error : new TransportFailure(error instanceof Error ? error.message : String(error), undefined);
      const retryIn = failure.permanent || email.attempts >= maxAttempts ? null : (retryDelays[email.attempts - 1] ?? null);
      await markEmailNotSent(db, email, failure.message.slice(0, MAX_ERROR_LENGTH), retryIn);
      const reply = { ...about, responseCode: failure.responseCode };
      const why = failure.permanent ? 'refused by the SMTP server' : 'every retry spent';
      if (retryIn === null) logger.error(reply, `email failed (${why}): kept on the desk's Outbox page`);
      else logger.warn({ ...reply, retryInSeconds: retryIn }, 'email not sent: it will be tried again');
      return;
    }
    if (await markEmailSent(db, email)) logger.info(about, `email sent through ${transport.description}`);
  }

  async function round(): Promise<void> {
    while (!stopped) {
      const claimed = await claimDueEmails(db, batchSize, staleAfterSeconds);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((email) => deliver(email)));
    }
  }

  function deliverDue(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    const current = (async () => {
      try {
        do {
          again = false;
          await round();
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
    })();
    running = current;
    return current;
  }

  const wake = () => {
    deliverDue().catch((error: unknown) => logger.error({ err: error }, 'the outbox worker could not send (it tries again at its next look)'));
  };

  async function doChores(): Promise<void> {
    for (const chore of options.chores ?? []) {
      if (stopped) return;
      try {
        await chore();
      } catch (error) {
        logger.error({ err: error }, 'a scheduled email job failed (it tries again at the next look)');
      }
    }
  }

  /** The timer's look: the scheduled jobs (one round at a time), then whatever is due. */
  const look = () => {
    choring ??= doChores().finally(() => {
      choring = undefined;
    });
    void choring.then(wake);
  };

  return {
    destination: transport ? transport.description : "the outbox only (no SMTP_URL): staff read each message on the desk's Outbox page",
    async start() {
      if (stopped || timer) return;
      unlisten = await options.listen(OUTBOX_CHANNEL, wake);
      timer = setInterval(look, pollMs);
      timer.unref();
      look();
    },
    deliverDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await choring;
      await running?.catch(() => {});
    },
  };
}
