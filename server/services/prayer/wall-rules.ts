// What puts a request on the wall, in SQL, for every query that needs to know: the wall itself, "I prayed",
// and the desk's filters. The desk's settings (desk_settings, one row) say for how many days a request stays
// listed and whether new public ones wait for approval; read inside each statement, so a change applies at once.
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { deskSettings, prayerRequests } from '../../../db/schema';
import { PRAYER_EXPIRY_DAYS_DEFAULT, type PrayerWallStatus } from '../../contracts/desk';

/** How many days a request stays on the wall from when it was listed (the default if the row is gone). */
export const wallDays = sql`coalesce((select ${deskSettings.prayerExpiryDays} from ${deskSettings} where ${deskSettings.id} = 1), ${sql.raw(String(PRAYER_EXPIRY_DAYS_DEFAULT))})`;

/** Whether new public requests wait for staff's approval. */
export const approvalRequired = sql`coalesce((select ${deskSettings.prayerApprovalRequired} from ${deskSettings} where ${deskSettings.id} = 1), false)`;

/** Requests listed before this have expired off the wall. */
const expiryLine = sql`now() - make_interval(days => ${wallDays})`;

const publicAndShown = and(eq(prayerRequests.isPrivate, false), isNull(prayerRequests.hiddenAt));

/** On the wall now: public, not hidden, listed (approved), and listed within the days. As the partial index says. */
export const onTheWall = and(publicAndShown, isNotNull(prayerRequests.listedAt), gt(prayerRequests.listedAt, expiryLine));

/** Public and not hidden, but waiting for staff's approval. */
export const awaitingApproval = and(publicAndShown, isNull(prayerRequests.listedAt));

/** Public and not hidden, but listed longer ago than the wall's days: staff may bring it back. */
export const expiredOffTheWall = and(publicAndShown, lte(prayerRequests.listedAt, expiryLine));

/** Where each request stands, as the desk shows it (PrayerWallStatus). */
export const wallStatus = sql<PrayerWallStatus>`case
  when ${prayerRequests.isPrivate} then 'private'
  when ${prayerRequests.hiddenAt} is not null then 'hidden'
  when ${prayerRequests.listedAt} is null then 'awaiting_approval'
  when ${prayerRequests.listedAt} <= ${expiryLine} then 'expired'
  else 'on_wall' end`;
