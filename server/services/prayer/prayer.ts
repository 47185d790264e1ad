import { createHmac } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { prayerPrayers, prayerRequests } from '../../../db/schema';
import type { FormFields } from '../../contracts/common';
import type { PrayerWall } from './wall';
import { approvalRequired, onTheWall, wallDays } from './wall-rules';
import { PRAYER_WALL_SIZE, prayerMessages, type PublicPrayerRequest, type prayerSubmitInput } from '../../contracts/prayer';
import { AppError } from '../../errors';
import { tellStaffOfPrayer } from '../desk/staff-notices';
import { tellRequesterPrayed, type RequesterNoticeDeps } from './requester-notices';

export interface PrayerDeps {
  db: Db;
  prayerWall: PrayerWall;
}

/** What sending and counting need beyond the wall: the site's address for links, the secret that signs them. */
type NoticeDeps = RequesterNoticeDeps;

/** The wall: public requests only, newest first, and only the columns it shows (no email); from memory (wall.ts). */
export async function listPublicPrayers({ prayerWall }: Pick<PrayerDeps, 'prayerWall'>): Promise<{ prayerRequests: PublicPrayerRequest[] }> {
  return (await prayerWall.current()).list;
}

/** The columns the wall shows, and when each was listed (the wall keeps its copy only until the first expires). */
const wallColumns = {
  id: prayerRequests.id,
  name: prayerRequests.name,
  request: prayerRequests.request,
  createdAt: prayerRequests.createdAt,
  answeredAt: prayerRequests.answeredAt,
  praiseNote: prayerRequests.praiseNote,
  prayedCount: prayerRequests.prayedCount,
} satisfies Record<keyof PublicPrayerRequest, unknown>;

/**
 * The wall's query, in the order of its partial index (prayer_requests_public_idx), so no sort is needed: public
 * requests not taken off it, listed within the desk's number of days, most recently listed first. Each row also
 * carries when it was listed and the number of days, so the wall knows when its copy goes out of date.
 */
export function publicPrayersQuery(db: Db) {
  return db
    .select({ ...wallColumns, listedAt: prayerRequests.listedAt, wallDays: sql<number>`${wallDays}`.mapWith(Number) })
    .from(prayerRequests)
    .where(onTheWall)
    .orderBy(desc(prayerRequests.listedAt), desc(prayerRequests.id))
    .limit(PRAYER_WALL_SIZE);
}

/**
 * Saves a request, and tells the staff who chose "at once" in the same transaction; the wall is read again
 * before this answers, so the sender sees theirs on the next read.
 */
export async function submitPrayer({ db, prayerWall, config }: PrayerDeps & Pick<NoticeDeps, 'config'>, request: FormFields<z.output<typeof prayerSubmitInput>>) {
  // A public request waits off the wall (listed_at null) when the desk says new ones need approval; read in
  // the insert itself, so a setting changed at the same moment applies whole to each request.
  const listedAt = request.isPrivate ? sql`now()` : sql`case when ${approvalRequired} then null else now() end`;
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(prayerRequests).values({ ...request, listedAt }).returning({ id: prayerRequests.id });
    if (!row) throw new Error('insert returned no row');
    await tellStaffOfPrayer(tx, config.siteUrl, { id: row.id, name: request.name, request: request.request, isPrivate: request.isPrivate });
  });
  prayerWall.invalidate();
}

/**
 * A visitor prayed for a request on the wall: counted once per request and (UTC) day per visitor. The visitor
 * is known only by a keyed hash of their address (the session secret is the key), so the store can refuse a
 * second press without keeping who pressed; nobody is ever shown who prayed.
 */
export async function prayedFor(
  { db, prayerWall, sessionSecret, clock, config }: PrayerDeps & NoticeDeps & { clock: { now(): Date } },
  id: number,
  clientIp: string,
): Promise<{ prayedCount: number; counted: boolean }> {
  const visitor = createHmac('sha256', sessionSecret).update(`prayed:${clientIp}`).digest('base64url');
  const day = clock.now().toISOString().slice(0, 10);
  const answer = await db.transaction(async (tx) => {
    const [prayer] = await tx
      .select({
        prayedCount: prayerRequests.prayedCount,
        name: prayerRequests.name,
        email: prayerRequests.email,
        request: prayerRequests.request,
        notifyWhenPrayed: prayerRequests.notifyWhenPrayed,
      })
      .from(prayerRequests)
      .where(and(eq(prayerRequests.id, id), onTheWall))
      .for('update');
    if (!prayer) throw new AppError('NOT_FOUND', prayerMessages.notOnWall);
    const first = await tx.insert(prayerPrayers).values({ prayerId: id, visitor, day }).onConflictDoNothing().returning({ day: prayerPrayers.day });
    if (first.length === 0) return { prayedCount: prayer.prayedCount, counted: false };
    const [counted] = await tx
      .update(prayerRequests)
      .set({ prayedCount: sql`${prayerRequests.prayedCount} + 1` })
      .where(eq(prayerRequests.id, id))
      .returning({ prayedCount: prayerRequests.prayedCount });
    const prayedCount = counted?.prayedCount ?? prayer.prayedCount + 1;
    if (prayer.notifyWhenPrayed) await tellRequesterPrayed(tx, { config, sessionSecret }, { id, ...prayer, prayedCount }, day);
    return { prayedCount, counted: true };
  });
  if (answer.counted) prayerWall.invalidate();
  return answer;
}
