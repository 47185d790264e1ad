// The outbox as the desk sees it: every message newest first, all of them or one status's, a page at a time;
// one message whole (a kept one is read here and passed on by hand); and a failed or kept message put back in
// the queue, which the audit log keeps.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { outbox } from '../../../db/schema';
import { DESK_PAGE_SIZE } from '../../contracts/desk';
import { deskOutboxMessages, type OutboxEntry, type outboxListOutput, type outboxMessageOutput } from '../../contracts/desk-outbox';
import { clearedEmailBody, credentialEmailKinds, type OutboxStatus } from '../../contracts/email';
import { AppError } from '../../errors';
import { notifyWorkers } from '../email/outbox';
import { recordStaffAction, type StaffActor } from './audit';
import { decodeCursor, encodeCursor, exactTime } from './cursor';

const entryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  to: outbox.to,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
} satisfies Record<keyof OutboxEntry, unknown>;

/** What staff may send again: a message given up on, or kept because no SMTP server was configured. */
const RESENDABLE: OutboxStatus[] = ['failed', 'kept'];

/** A page of the outbox, newest first; with `status`, that status's messages only (off its own index). */
export async function listOutbox(
  db: Db,
  { status, cursor }: { status?: OutboxStatus | undefined; cursor?: string | undefined },
): Promise<z.infer<typeof outboxListOutput>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await db
    .select({ ...entryColumns, at: exactTime(outbox.createdAt) })
    .from(outbox)
    .where(and(status && eq(outbox.status, status), after && sql`(${outbox.createdAt}, ${outbox.id}) < (${after.at}::timestamptz, ${after.id})`))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(DESK_PAGE_SIZE + 1);
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const last = page.at(-1);
  return {
    messages: page.map(({ at: _at, ...entry }) => entry),
    nextCursor: rows.length > DESK_PAGE_SIZE && last ? encodeCursor({ at: last.at, key: '', id: last.id }) : null,
  };
}

/**
 * One message whole, headers and both parts; a credential (a password reset link) never, even while it waits
 * to be sent: staff read the note its body is replaced with once it leaves the outbox (decision 026).
 */
export async function readOutboxMessage(db: Db, id: number): Promise<z.infer<typeof outboxMessageOutput>> {
  const [message] = await db
    .select({ ...entryColumns, headers: outbox.headers, html: outbox.html, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!message) throw new AppError('NOT_FOUND', deskOutboxMessages.notFound);
  return credentialEmailKinds.includes(message.kind) ? { ...message, html: clearedEmailBody.html, text: clearedEmailBody.text } : message;
}

/**
 * Puts a failed or kept message back in the queue, due now, with its retries counted afresh; the last error
 * stays until the next attempt, so the desk shows why it was retried. The workers are woken on commit.
 */
export function resendEmail(db: Db, actor: StaffActor, id: number): Promise<OutboxEntry> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(entryColumns).from(outbox).where(eq(outbox.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', deskOutboxMessages.notFound);
    const [after] = await tx
      .update(outbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, claimedAt: null })
      .where(and(eq(outbox.id, id), inArray(outbox.status, RESENDABLE)))
      .returning(entryColumns);
    if (!after) throw new AppError('CONFLICT', deskOutboxMessages.notResendable);
    // The message's state only: its address and body stay in the outbox, out of the log.
    await recordStaffAction(tx, actor, {
      action: 'email.resend',
      subject: { type: 'outbox', id },
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: after.status, attempts: after.attempts },
    });
    await notifyWorkers(tx);
    return after;
  });
}
