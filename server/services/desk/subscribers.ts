// The newsletter's subscribers as the desk sees them: searched by any part of the email or name, newest
// first, a page at a time (or every confirmed one, for the CSV export: decision 027); and removing one, which the
// audit log keeps (who, and the subscriber as they were).
import { and, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { subscribers } from '../../../db/schema';
import { DESK_PAGE_SIZE, deskMessages, type deskSubscriber, type subscribersOutput } from '../../contracts/desk';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from './audit';
import { decodeCursor, encodeCursor, exactTime, type PagePosition } from './cursor';
import { containing } from './search';

type DeskSubscriber = z.infer<typeof deskSubscriber>;

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  firstName: subscribers.firstName,
  lastName: subscribers.lastName,
  source: subscribers.source,
  consentedAt: subscribers.consentedAt,
  createdAt: subscribers.createdAt,
  confirmedAt: subscribers.confirmedAt,
} satisfies Record<keyof DeskSubscriber, unknown>;

/** A page of subscribers, newest first; with `search`, those whose email or name holds it. */
export async function listSubscribers(db: Db, { search, cursor }: { search?: string | undefined; cursor?: string | undefined }): Promise<z.infer<typeof subscribersOutput>> {
  const rows = await readSubscribers(db, { search, confirmedOnly: false }, cursor === undefined ? undefined : decodeCursor(cursor), DESK_PAGE_SIZE + 1);
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const last = page.at(-1);
  return {
    subscribers: page.map(({ at: _at, ...subscriber }) => subscriber),
    nextCursor: rows.length > DESK_PAGE_SIZE && last ? encodeCursor({ at: last.at, key: '', id: last.id }) : null,
  };
}

/**
 * Every confirmed subscriber the search finds, newest first, read `pageSize` at a time off the confirmed ones'
 * index (the CSV export): a page is read only once the one before has been taken. A sign-up whose link was never
 * followed is not a subscriber.
 */
export async function* subscriberPages(db: Db, search: string | undefined, pageSize: number): AsyncGenerator<DeskSubscriber[]> {
  let after: PagePosition | undefined;
  for (;;) {
    const rows = await readSubscribers(db, { search, confirmedOnly: true }, after, pageSize);
    const last = rows.at(-1);
    if (rows.length > 0) yield rows.map(({ at: _at, ...subscriber }) => subscriber);
    if (rows.length < pageSize || !last) return;
    after = { at: last.at, key: '', id: last.id };
  }
}

function readSubscribers(db: Db, { search, confirmedOnly }: { search: string | undefined; confirmedOnly: boolean }, after: PagePosition | undefined, limit: number) {
  const pattern = containing(search);
  return db
    .select({ ...columns, at: exactTime(subscribers.createdAt) })
    .from(subscribers)
    .where(
      and(
        pattern ? or(ilike(subscribers.email, pattern), ilike(sql`${subscribers.firstName} || ' ' || ${subscribers.lastName}`, pattern)) : undefined,
        confirmedOnly ? isNotNull(subscribers.confirmedAt) : undefined,
        after && sql`(${subscribers.createdAt}, ${subscribers.id}) < (${after.at}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(limit);
}

/** Takes a subscriber off the list; the audit log keeps who did it and the subscriber as they were. */
export function removeSubscriber(db: Db, actor: StaffActor, id: number): Promise<{ removed: true }> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning(columns);
    if (!removed) throw new AppError('NOT_FOUND', deskMessages.subscriberNotFound);
    await recordStaffAction(tx, actor, {
      action: 'subscriber.remove',
      subject: { type: 'subscriber', id },
      before: { email: removed.email, firstName: removed.firstName, lastName: removed.lastName, source: removed.source, consentedAt: removed.consentedAt.toISOString() },
      after: null,
    });
    return { removed: true as const };
  });
}
