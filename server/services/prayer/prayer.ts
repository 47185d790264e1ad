import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { prayerRequests } from '../../../db/schema';
import type { FormFields } from '../../contracts/common';
import { PRAYER_WALL_SIZE, type PublicPrayerRequest, type prayerSubmitInput } from '../../contracts/prayer';

/** The wall: public requests only, newest first, and only the columns it shows (no email). */
export async function listPublicPrayers(db: Db): Promise<{ prayerRequests: PublicPrayerRequest[] }> {
  return { prayerRequests: await publicPrayersQuery(db) };
}

/** The wall's query, in the order of its partial index (prayer_requests_public_idx), so no sort is needed. */
export function publicPrayersQuery(db: Db) {
  return db
    .select({
      id: prayerRequests.id,
      name: prayerRequests.name,
      request: prayerRequests.request,
      createdAt: prayerRequests.createdAt,
    } satisfies Record<keyof PublicPrayerRequest, unknown>)
    .from(prayerRequests)
    .where(eq(prayerRequests.isPrivate, false))
    .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
    .limit(PRAYER_WALL_SIZE);
}

export async function submitPrayer(db: Db, request: FormFields<z.output<typeof prayerSubmitInput>>) {
  await db.insert(prayerRequests).values(request);
}
