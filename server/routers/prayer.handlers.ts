import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db';
import { prayerRequests } from '../../db/schema';
import { PRAYER_WALL_SIZE, prayerMessages, type PublicPrayerRequest, type prayerSubmitInput } from '../contracts/prayer';

/** The wall: public requests only, newest first, and only the columns it shows (no email). */
export async function listPublicPrayers(db: Db): Promise<{ prayerRequests: PublicPrayerRequest[] }> {
  const rows = await db
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
  return { prayerRequests: rows };
}

export async function submitPrayer(db: Db, input: z.output<typeof prayerSubmitInput>) {
  const received = { success: true, message: prayerMessages.successText } as const;
  if (input.website) return received;
  await db.insert(prayerRequests).values({
    name: input.name,
    email: input.email,
    request: input.request,
    isPrivate: input.isPrivate,
  });
  return received;
}
