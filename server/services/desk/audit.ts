// The desk's audit log: every change staff make (and every role granted from the command line) is written
// with who made it, what it was before and after, in the same transaction as the change.
import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { auditLog } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import { DESK_PAGE_SIZE, type auditLogOutput } from '../../contracts/desk';
import { decodeCursor, encodeCursor, exactTime } from './cursor';

/** Who made a change: a user of the desk, or the command line (no user). */
export interface StaffActor {
  userId: number | null;
  label: string;
}

export const COMMAND_LINE: StaffActor = { userId: null, label: 'command line' };

export function actorOf(user: SessionUser): StaffActor {
  return { userId: user.id, label: user.username };
}

export interface StaffAction {
  action: string;
  subject: { type: string; id: number };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one entry; `tx` is the transaction that makes the change, so neither is kept without the other. */
export async function recordStaffAction(tx: Db, actor: StaffActor, { action, subject, before, after }: StaffAction): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.userId, actor: actor.label, action, subjectType: subject.type, subjectId: subject.id, before, after });
}

/** A page of the log, newest first. */
export async function listAuditLog(db: Db, cursor: string | undefined): Promise<z.infer<typeof auditLogOutput>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await db
    .select({
      id: auditLog.id,
      actor: auditLog.actor,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
      atText: exactTime(auditLog.at),
    })
    .from(auditLog)
    .where(after && sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id})`)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(DESK_PAGE_SIZE + 1);
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(({ atText: _atText, ...entry }) => entry),
    nextCursor: rows.length > DESK_PAGE_SIZE && last ? encodeCursor({ at: last.atText, key: '', id: last.id }) : null,
  };
}
