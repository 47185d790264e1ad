// The outbox: every email is first a row here, written in the transaction of the event that causes it, so a
// crash between "paid" and "receipt sent" loses nothing. A message names its event with a dedupe key, so the
// same event handled twice (the webhook and the return page) writes it once. Writing one notifies the
// workers (LISTEN outbox_queued) on commit; services/email/outbox-worker.ts sends it. Decision 025; a credential's
// body (a password reset link) is cleared once the message is sent, kept or failed, decision 026.
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { outbox } from '../../../db/schema';
import { clearedEmailBody, credentialEmailKinds } from '../../contracts/email';
import type { ComposedEmail } from '../../emails/compose';

/** The channel a new or requeued message is announced on (NOTIFY, delivered when its transaction commits). */
export const OUTBOX_CHANNEL = 'outbox_queued';

export interface OutgoingEmail extends ComposedEmail {
  to: string;
  headers?: Record<string, string>;
  /** Names the event that causes the message (`receipt:payment-42`): a second message for it is not written. */
  dedupeKey?: string;
}

/**
 * Writes a message to the outbox in `tx`, the transaction of the event that causes it. Resolves to its id, or
 * null when a message with the same dedupe key was written before.
 */
export async function enqueueEmail(tx: Db, message: OutgoingEmail): Promise<number | null> {
  const { kind, to, subject, html, text, headers = {}, dedupeKey } = message;
  const [row] = await tx
    .insert(outbox)
    .values({ kind, to, subject, html, text, headers, dedupeKey })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  if (!row) return null;
  await notifyWorkers(tx);
  return row.id;
}

/** Wakes every instance's worker once `tx` commits (at once, instead of at its next look). */
export async function notifyWorkers(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** A message a worker has claimed: what it needs to send it, and its attempt (which also names the claim). */
export interface ClaimedEmail {
  id: number;
  kind: ComposedEmail['kind'];
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attempts: number;
}

/**
 * Claims up to `limit` messages that are due, for this worker alone: in one short statement (its own
 * transaction) the rows are locked with FOR UPDATE SKIP LOCKED, so workers on other instances pass over them
 * instead of waiting, and marked `sending` with the claim's time and one more attempt. A message claimed
 * more than `staleAfterSeconds` ago is still `sending` only because its worker died: it is due again.
 * Times are the database's, the one clock every instance shares.
 */
export async function claimDueEmails(db: Db, limit: number, staleAfterSeconds: number): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now()`)),
        and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`)),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      html: outbox.html,
      text: outbox.text,
      headers: outbox.headers,
      attempts: outbox.attempts,
    });
}

/** The claim itself: still `sending`, and not claimed again since (a claim counts one more attempt). */
const stillClaimed = (email: ClaimedEmail) => and(eq(outbox.id, email.id), eq(outbox.status, 'sending'), eq(outbox.attempts, email.attempts));

/**
 * What a message's body becomes once it leaves the worker's hands for good (sent, kept or failed): unchanged,
 * but for a credential (a password reset link), which is replaced by a note, so the outbox holds no usable link.
 */
function bodyAfterwards(email: ClaimedEmail): { html?: string; text?: string } {
  return credentialEmailKinds.includes(email.kind) ? { html: clearedEmailBody.html, text: clearedEmailBody.text } : {};
}

/** The SMTP server took it. False when the claim had been taken over meanwhile (nothing is changed then). */
export async function markEmailSent(db: Db, email: ClaimedEmail): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, claimedAt: null, ...bodyAfterwards(email) })
    .where(stillClaimed(email))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * No SMTP server is configured: the message stays in the outbox, for staff to read on the desk. A credential's
 * body does not: a reset link that staff could read would let them set a member's password.
 */
export async function markEmailKept(db: Db, email: ClaimedEmail): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'kept', claimedAt: null, ...bodyAfterwards(email) })
    .where(stillClaimed(email))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** The attempt failed: tried again after `retryInSeconds`, or, when that is null, given up (failed). */
export async function markEmailNotSent(db: Db, email: ClaimedEmail, error: string, retryInSeconds: number | null): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error, claimedAt: null, ...bodyAfterwards(email) }
        : { status: 'queued', lastError: error, claimedAt: null, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(stillClaimed(email))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
