// Replies by email from the desk's inbox (issue 36): staff write to the sender of a contact message or resource
// request. In one transaction the reply is kept in the item's thread (who, when, what, to whom), its message is
// written to the outbox (from the ministry, Reply-To the ministry's address, so an answer reaches the ministry
// and not a member of staff's own mailbox), the action is audited, and an item nobody had opened yet is open.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { inboxReplies, outbox, users } from '../../../db/schema';
import type { InboxReply, replyOutput } from '../../contracts/desk-notifications';
import { composeEmail } from '../../emails/compose';
import { ministryReplyTo } from '../../emails/reply-to';
import { enqueueEmail } from '../email/outbox';
import { recordStaffAction, type StaffActor } from './audit';
import { lockInboxItemForReply, moveInboxItem, staffMember, type InboxItemRef } from './inbox';

const replyColumns = {
  id: inboxReplies.id,
  to: inboxReplies.to,
  subject: inboxReplies.subject,
  body: inboxReplies.body,
  createdAt: inboxReplies.createdAt,
  authorId: users.id,
  authorName: users.username,
  emailId: outbox.id,
  emailStatus: outbox.status,
  emailSentAt: outbox.sentAt,
  emailLastError: outbox.lastError,
};

function readReplies(db: Db) {
  return db
    .select(replyColumns)
    .from(inboxReplies)
    .leftJoin(users, eq(users.id, inboxReplies.authorId))
    .leftJoin(outbox, eq(outbox.id, inboxReplies.outboxId));
}

type ReplyRow = Awaited<ReturnType<ReturnType<typeof readReplies>['execute']>>[number];

function toReply({ authorId, authorName, emailId, emailStatus, emailSentAt, emailLastError, ...reply }: ReplyRow): InboxReply {
  return {
    ...reply,
    author: authorId !== null && authorName !== null ? { id: authorId, username: authorName } : null,
    email: emailId !== null && emailStatus !== null ? { id: emailId, status: emailStatus, sentAt: emailSentAt, lastError: emailLastError } : null,
  };
}

/** An item's replies, oldest first (as the thread reads), each with where its email stands now. */
export async function listInboxReplies(db: Db, { kind, id }: InboxItemRef): Promise<{ replies: InboxReply[] }> {
  const rows = await readReplies(db)
    .where(and(eq(inboxReplies.itemKind, kind), eq(inboxReplies.itemId, id)))
    .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
  return { replies: rows.map(toReply) };
}

/** Sends a reply to the item's sender, through the outbox; see the header. */
export async function replyToInboxItem(
  db: Db,
  actor: StaffActor,
  ref: InboxItemRef,
  { subject, body }: { subject: string; body: string },
): Promise<z.infer<typeof replyOutput>> {
  return db.transaction(async (tx) => {
    const item = await lockInboxItemForReply(tx, ref);
    const [reply] = await tx
      .insert(inboxReplies)
      .values({ itemKind: ref.kind, itemId: ref.id, authorId: actor.userId, to: item.email, subject, body })
      .returning({ id: inboxReplies.id });
    if (!reply) throw new Error('insert returned no row');
    const message = await composeEmail('inbox_reply', { subject, body, original: { body: item.body, sentAt: item.createdAt } });
    const outboxId = await enqueueEmail(tx, { ...message, to: item.email, headers: { 'Reply-To': ministryReplyTo }, dedupeKey: `inbox-reply:${reply.id}` });
    await tx.update(inboxReplies).set({ outboxId }).where(eq(inboxReplies.id, reply.id));
    const status = item.status === 'new' ? 'open' : item.status;
    if (status !== item.status) await moveInboxItem(tx, ref, status);
    await recordStaffAction(tx, actor, {
      action: 'inbox.reply',
      subject: { type: ref.kind, id: ref.id },
      before: { status: item.status },
      after: { status, replyId: reply.id, to: item.email, subject, body, outboxId },
    });
    const [written] = await readReplies(tx).where(eq(inboxReplies.id, reply.id));
    if (!written) throw new Error('the reply was not read back');
    return {
      reply: toReply(written),
      item: { kind: ref.kind, id: ref.id, status, assignee: item.assignedTo === null ? null : await staffMember(tx, item.assignedTo) },
    };
  });
}
