// The desk's inbox: contact messages and custom resource requests in one list, newest first, a page at a
// time. Each source is read off its own index (status, created_at, id) up to one row past a page, and the
// two are merged here: two short index reads instead of a sort over both tables.
import { and, asc, count, desc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { contactMessages, inboxNotes, resourceRequests, users } from '../../../db/schema';
import {
  DESK_PAGE_SIZE,
  deskMessages,
  UNREAD_COUNT_CAP,
  grantableRoles,
  type InboxItem,
  type InboxKind,
  type InboxStatus,
  type inboxChangeOutput,
  type inboxNote,
  type inboxOutput,
} from '../../contracts/desk';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from './audit';
import { decodeCursor, encodeCursor, exactTime, type PagePosition } from './cursor';

const sources = {
  contact_message: { table: contactMessages, subject: contactMessages.subject, body: contactMessages.message },
  resource_request: {
    table: resourceRequests,
    subject: sql<string>`${resourceRequests.resourceType} || ' for ' || ${resourceRequests.ministry}`,
    body: resourceRequests.description,
  },
} as const;

const inboxKindsInOrder = Object.keys(sources) as InboxKind[];

export interface InboxItemRef {
  kind: InboxKind;
  id: number;
}

/** A page of the inbox, newest first; with `status`, only the items in it. */
export async function listInbox(db: Db, { status, cursor }: { status?: InboxStatus | undefined; cursor?: string | undefined }): Promise<z.infer<typeof inboxOutput>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const pages = await Promise.all(inboxKindsInOrder.map((kind) => readSource(db, kind, status, after)));
  // Newest first; at the same microsecond the kind, then the id, decides, as the cursor's condition does.
  const rows = pages.flat().sort((a, b) => compare(b.at, a.at) || compare(b.kind, a.kind) || b.id - a.id);
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(({ at: _at, ...item }) => item),
    nextCursor: rows.length > DESK_PAGE_SIZE && last ? encodeCursor({ at: last.at, key: last.kind, id: last.id }) : null,
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function readSource(db: Db, kind: InboxKind, status: InboxStatus | undefined, after: PagePosition | undefined): Promise<(InboxItem & { at: string })[]> {
  const { table, subject, body } = sources[kind];
  const rows = await db
    .select({
      id: table.id,
      name: table.name,
      email: table.email,
      subject,
      body,
      status: table.status,
      assigneeId: users.id,
      assigneeName: users.username,
      createdAt: table.createdAt,
      at: exactTime(table.createdAt),
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.assignedTo))
    .where(and(status && eq(table.status, status), after && afterPosition(kind, after)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(DESK_PAGE_SIZE + 1);
  return rows.map(({ assigneeId, assigneeName, ...row }) => ({
    ...row,
    kind,
    assignee: assigneeId !== null && assigneeName !== null ? { id: assigneeId, username: assigneeName } : null,
  }));
}

/** This source's rows that come after `after` in (created_at, kind, id) descending. */
function afterPosition(kind: InboxKind, after: PagePosition): SQL {
  const { table } = sources[kind];
  const at = sql`${after.at}::timestamptz`;
  if (kind === after.key) return sql`(${table.createdAt}, ${table.id}) < (${at}, ${after.id})`;
  // At the same time, a kind that sorts before the cursor's comes after it in a descending list.
  return kind < after.key ? lte(table.createdAt, at) : lt(table.createdAt, at);
}

/** How many inbox items nobody has looked at yet, for the staff pages' header: up to UNREAD_COUNT_CAP. */
export async function unreadCounts(db: Db): Promise<{ inbox: number }> {
  const counts = await Promise.all(
    inboxKindsInOrder.map(async (kind) => {
      const { table } = sources[kind];
      const unread = db.select({ id: table.id }).from(table).where(eq(table.status, 'new')).limit(UNREAD_COUNT_CAP).as('unread');
      const [row] = await db.select({ n: count() }).from(unread);
      return row?.n ?? 0;
    }),
  );
  return { inbox: Math.min(UNREAD_COUNT_CAP, counts.reduce((sum, n) => sum + n, 0)) };
}

type InboxChange = z.infer<typeof inboxChangeOutput>;

/** Moves an item to new, open or done. */
export function setInboxStatus(db: Db, actor: StaffActor, { kind, id }: InboxItemRef, status: InboxStatus): Promise<InboxChange> {
  const { table } = sources[kind];
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, { kind, id });
    await tx.update(table).set({ status }).where(eq(table.id, id));
    await recordStaffAction(tx, actor, { action: 'inbox.status', subject: { type: kind, id }, before: { status: before.status }, after: { status } });
    return { kind, id, status, assignee: before.assignedTo === null ? null : await staffMember(tx, before.assignedTo) };
  });
}

/** Gives an item to a staff member, or to nobody (null). */
export function assignInboxItem(db: Db, actor: StaffActor, { kind, id }: InboxItemRef, assigneeId: number | null): Promise<InboxChange> {
  const { table } = sources[kind];
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, { kind, id });
    const assignee = assigneeId === null ? null : await staffMember(tx, assigneeId);
    if (assigneeId !== null && !assignee) throw new AppError('BAD_REQUEST', deskMessages.assigneeNotStaff);
    await tx.update(table).set({ assignedTo: assigneeId }).where(eq(table.id, id));
    await recordStaffAction(tx, actor, {
      action: 'inbox.assign',
      subject: { type: kind, id },
      before: { assignedTo: before.assignedTo },
      after: { assignedTo: assigneeId },
    });
    return { kind, id, status: before.status, assignee };
  });
}

/** The item's row, locked until the transaction ends, so two changes at once are logged one after the other. */
async function lockItem(tx: Db, { kind, id }: InboxItemRef) {
  const { table } = sources[kind];
  const [item] = await tx.select({ status: table.status, assignedTo: table.assignedTo }).from(table).where(eq(table.id, id)).for('update');
  if (!item) throw new AppError('NOT_FOUND', deskMessages.itemNotFound);
  return item;
}

/** An item whole (who sent it, what, where it stands), locked until the transaction ends: what a reply answers. */
export async function lockInboxItemForReply(tx: Db, { kind, id }: InboxItemRef) {
  const { table, subject, body } = sources[kind];
  const [item] = await tx
    .select({ name: table.name, email: table.email, subject, body, status: table.status, assignedTo: table.assignedTo, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!item) throw new AppError('NOT_FOUND', deskMessages.itemNotFound);
  return item;
}

/** Moves an item in `tx` (whose row is locked) to `status`, with nothing logged: the caller's own entry says why. */
export async function moveInboxItem(tx: Db, { kind, id }: InboxItemRef, status: InboxStatus): Promise<void> {
  const { table } = sources[kind];
  await tx.update(table).set({ status }).where(eq(table.id, id));
}

/** The user, while they are staff or admin. */
export async function staffMember(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...grantableRoles])));
  return user ?? null;
}

type InboxNote = z.infer<typeof inboxNote>;

/** Adds an internal note to an item; the sender never sees it. */
export async function addInboxNote(db: Db, actor: StaffActor, { kind, id }: InboxItemRef, body: string): Promise<InboxNote> {
  const { table } = sources[kind];
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!item) throw new AppError('NOT_FOUND', deskMessages.itemNotFound);
    const [note] = await tx
      .insert(inboxNotes)
      .values({ itemKind: kind, itemId: id, authorId: actor.userId, body })
      .returning({ id: inboxNotes.id, createdAt: inboxNotes.createdAt });
    if (!note) throw new Error('insert returned no row');
    await recordStaffAction(tx, actor, { action: 'inbox.note', subject: { type: kind, id }, before: null, after: { noteId: note.id, body } });
    return { ...note, body, author: actor.userId === null ? null : { id: actor.userId, username: actor.label } };
  });
}

/** An item's notes, oldest first, as a conversation reads. */
export async function listInboxNotes(db: Db, { kind, id }: InboxItemRef): Promise<{ notes: InboxNote[] }> {
  const rows = await db
    .select({ id: inboxNotes.id, body: inboxNotes.body, createdAt: inboxNotes.createdAt, authorId: users.id, authorName: users.username })
    .from(inboxNotes)
    .leftJoin(users, eq(users.id, inboxNotes.authorId))
    .where(and(eq(inboxNotes.itemKind, kind), eq(inboxNotes.itemId, id)))
    .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id));
  return {
    notes: rows.map(({ authorId, authorName, ...note }) => ({
      ...note,
      author: authorId !== null && authorName !== null ? { id: authorId, username: authorName } : null,
    })),
  };
}
