// What the requester of a prayer hears, if they ticked it on the form (issue 36): one email when staff mark the
// request answered (dedupe key per request, so clearing the answer and marking it again sends nothing more),
// and, if they also ticked "when someone prays for it", at most one a day while visitors press "I prayed"
// (dedupe key per request and UTC day). Each carries a link that turns the request's notices off: the request's
// id signed with the session secret (HMAC-SHA256), so it works without signing in and names only that request.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db';
import { outbox, prayerRequests } from '../../../db/schema';
import { prayerNoticeMessages } from '../../contracts/prayer';
import { composeEmail } from '../../emails/compose';
import { AppError } from '../../errors';
import { enqueueEmail } from '../email/outbox';

/** The public page the stop link opens (src/routes/prayer-notices.tsx). */
export const PRAYER_NOTICES_PATH = '/prayer-notices';

export interface RequesterNoticeDeps {
  config: { siteUrl: string };
  sessionSecret: string;
}

function signature(secret: string, id: number): Buffer {
  return createHmac('sha256', secret).update(`prayer-notices:${id}`).digest();
}

/** `<id>.<signature>`: the stop link's token for request `id`. */
export function prayerNoticesToken(secret: string, id: number): string {
  return `${id}.${signature(secret, id).toString('base64url')}`;
}

/** The request a token names, or null when it was not signed by this site. */
export function requestOfToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function stopLink({ config, sessionSecret }: RequesterNoticeDeps, id: number): string {
  return `${config.siteUrl}${PRAYER_NOTICES_PATH}?token=${prayerNoticesToken(sessionSecret, id)}`;
}

interface NoticeRequest {
  id: number;
  name: string;
  email: string;
  request: string;
}

/** In the transaction that marks it answered: the one "answered" email, if the requester asked for it. */
export async function tellRequesterAnswered(tx: Db, deps: RequesterNoticeDeps, prayer: NoticeRequest & { praiseNote: string }): Promise<void> {
  const dedupeKey = `prayer-answered:${prayer.id}`;
  if (await written(tx, dedupeKey)) return;
  const notice = await composeEmail('prayer_answered', { name: prayer.name, request: prayer.request, praiseNote: prayer.praiseNote, stopLink: stopLink(deps, prayer.id) });
  await enqueueEmail(tx, { ...notice, to: prayer.email, dedupeKey });
}

/** In the transaction that counts a prayer: today's "someone prayed" email, unless it was written already. */
export async function tellRequesterPrayed(tx: Db, deps: RequesterNoticeDeps, prayer: NoticeRequest & { prayedCount: number }, day: string): Promise<void> {
  const dedupeKey = `prayer-prayed:${prayer.id}:${day}`;
  // Most presses on a day find the day's email written: no template is drawn for them.
  if (await written(tx, dedupeKey)) return;
  const notice = await composeEmail('prayer_prayed', { name: prayer.name, request: prayer.request, prayedCount: prayer.prayedCount, stopLink: stopLink(deps, prayer.id) });
  await enqueueEmail(tx, { ...notice, to: prayer.email, dedupeKey });
}

async function written(tx: Db, dedupeKey: string): Promise<boolean> {
  const [row] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
  return row !== undefined;
}

/** The stop link: this request's notices are off from now (following it again says the same). */
export async function stopPrayerNotices({ db, sessionSecret }: { db: Db; sessionSecret: string }, token: string): Promise<{ stopped: true }> {
  const id = requestOfToken(sessionSecret, token);
  if (id === null) throw new AppError('BAD_REQUEST', prayerNoticeMessages.linkInvalid);
  await db
    .update(prayerRequests)
    .set({ notifyWhenAnswered: false, notifyWhenPrayed: false })
    .where(and(eq(prayerRequests.id, id), or(eq(prayerRequests.notifyWhenAnswered, true), eq(prayerRequests.notifyWhenPrayed, true))));
  return { stopped: true };
}
