// The daily prayer digest: once a (UTC) day, each member of staff who chose it gets one email listing the
// previous day's prayer requests, private ones too (staff may read them); nothing when none came. Every instance
// looks on the outbox worker's timer, and the day is claimed by a row of prayer_digest_runs inserted with
// ON CONFLICT DO NOTHING in the transaction that writes the digests: the instance whose insert makes the row
// sends them, and another that tries at the same moment waits on the row's key until the first commits, then
// finds it there and sends nothing (or takes over if the first rolled back). The dedupe key per day and member
// of staff would stop a second copy even so.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db';
import { prayerDigestRuns, prayerRequests } from '../../../db/schema';
import { composeEmail } from '../../emails/compose';
import { enqueueEmail } from '../email/outbox';
import { DESK_PRAYERS_PATH, MY_NOTIFICATIONS_PATH, noticeRecipients } from './staff-notices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A digest lists at most this many requests; the desk has them all. */
export const PRAYER_DIGEST_LIMIT = 200;

export interface PrayerDigestDeps {
  db: Db;
  config: { siteUrl: string };
}

export interface PrayerDigestRun {
  /** The day listed (YYYY-MM-DD, UTC). */
  day: string;
  requests: number;
  /** Digests written: one per member of staff who chose it (none when no request came). */
  recipients: number;
}

/**
 * Sends the digest of the (UTC) day before `now`, unless an instance already did. Resolves to what this call
 * did, or null when the day was claimed before.
 */
export async function sendDailyPrayerDigest({ db, config }: PrayerDigestDeps, now: Date): Promise<PrayerDigestRun | null> {
  const end = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const start = new Date(end.getTime() - DAY_MS);
  const day = start.toISOString().slice(0, 10);
  // The common case (every look but the first of the day) reads one row and writes nothing.
  const [done] = await db.select({ day: prayerDigestRuns.day }).from(prayerDigestRuns).where(eq(prayerDigestRuns.day, day));
  if (done) return null;

  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(prayerDigestRuns).values({ day }).onConflictDoNothing().returning({ day: prayerDigestRuns.day });
    if (!claimed) return null;
    const ofTheDay = and(gte(prayerRequests.createdAt, start), lt(prayerRequests.createdAt, end));
    const total = await tx.$count(prayerRequests, ofTheDay);
    const recipients = total === 0 ? [] : await noticeRecipients(tx, 'prayer_daily');
    if (recipients.length > 0) {
      const requests = await tx
        .select({ name: prayerRequests.name, request: prayerRequests.request, isPrivate: prayerRequests.isPrivate })
        .from(prayerRequests)
        .where(ofTheDay)
        .orderBy(asc(prayerRequests.createdAt), asc(prayerRequests.id))
        .limit(PRAYER_DIGEST_LIMIT);
      const digest = await composeEmail('staff_prayer_digest', {
        day: start,
        requests,
        total,
        prayersLink: `${config.siteUrl}${DESK_PRAYERS_PATH}`,
        settingsLink: `${config.siteUrl}${MY_NOTIFICATIONS_PATH}`,
      });
      for (const { userId, email } of recipients) await enqueueEmail(tx, { ...digest, to: email, dedupeKey: `prayer-digest:${day}:user-${userId}` });
    }
    await tx.update(prayerDigestRuns).set({ requests: total, recipients: recipients.length }).where(eq(prayerDigestRuns.day, day));
    return { day, requests: total, recipients: recipients.length };
  });
}
