import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { prayerRequests } from '../../../db/schema';
import type { FormFields } from '../../contracts/common';
import type { PrayerWall } from './wall';
import { PRAYER_WALL_SIZE, type PublicPrayerRequest, type prayerSubmitInput } from '../../contracts/prayer';

export interface PrayerDeps {
  db: Db;
  prayerWall: PrayerWall;
}

/** The wall: public requests only, newest first, and only the columns it shows (no email); from memory (wall.ts). */
export async function listPublicPrayers({ prayerWall }: Pick<PrayerDeps, 'prayerWall'>): Promise<{ prayerRequests: PublicPrayerRequest[] }> {
  return (await prayerWall.current()).list;
}

/** The wall's query, in the order of its partial index (prayer_requests_public_idx), so no sort is needed. */
export function publicPrayersQuery(db: Db) {
  return db
    .select({
      id: prayerRequests.id,
      name: prayerRequests.name,
      request: prayerRequests.request,
      createdAt: prayerRequests.createdAt,
      answeredAt: prayerRequests.answeredAt,
      praiseNote: prayerRequests.praiseNote,
    } satisfies Record<keyof PublicPrayerRequest, unknown>)
    .from(prayerRequests)
    // As the partial index says (schema.ts), so the page is read off it.
    .where(and(eq(prayerRequests.isPrivate, false), isNull(prayerRequests.hiddenAt)))
    .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
    .limit(PRAYER_WALL_SIZE);
}

/** Saves a request; the wall is read again before this answers, so the sender sees theirs on the next read. */
export async function submitPrayer({ db, prayerWall }: PrayerDeps, request: FormFields<z.output<typeof prayerSubmitInput>>) {
  await db.insert(prayerRequests).values(request);
  prayerWall.invalidate();
}
