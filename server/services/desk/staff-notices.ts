// What staff are told of by email (issue 36): each member of staff chooses on the desk (My notifications)
// whether to hear of new contact messages and custom resource requests, at once, and of new prayer requests, at
// once or in a daily digest. A notice goes only to a confirmed address on file (users.email), and only while
// they are staff. "At once" notices are written to the outbox in the transaction of the insert that causes
// them, one per item and recipient (the dedupe key names both); the digest is in prayer-digest.ts.
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { staffNotificationSettings, users } from '../../../db/schema';
import { grantableRoles, type InboxKind } from '../../contracts/desk';
import { myNotificationsOutput, noStaffNotifications, type MyNotifications, type StaffNotificationChoices } from '../../contracts/desk-notifications';
import { composeEmail } from '../../emails/compose';
import { enqueueEmail } from '../email/outbox';
import { recordStaffAction, type StaffActor } from './audit';

/** The desk's pages a notice links to. */
export const DESK_INBOX_PATH = '/desk';
export const DESK_PRAYERS_PATH = '/desk/prayers';
export const MY_NOTIFICATIONS_PATH = '/desk/notifications';

const choiceColumns = {
  contactMessages: staffNotificationSettings.contactMessages,
  resourceRequests: staffNotificationSettings.resourceRequests,
  prayerRequests: staffNotificationSettings.prayerRequests,
};

/** A member of staff's choices (all off until they choose), and the confirmed address notices go to. */
export async function readMyNotifications(db: Db, userId: number): Promise<MyNotifications> {
  const [row] = await db
    .select({ ...choiceColumns, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .leftJoin(staffNotificationSettings, eq(staffNotificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  // No row (the join's columns null): nothing chosen yet.
  const { contactMessages, resourceRequests, prayerRequests } = row ?? {};
  const choices: StaffNotificationChoices =
    typeof contactMessages === 'boolean' && typeof resourceRequests === 'boolean' && prayerRequests
      ? { contactMessages, resourceRequests, prayerRequests }
      : noStaffNotifications;
  return myNotificationsOutput.parse({ choices, email: row?.confirmedAt ? row.email : null });
}

/** Keeps a member of staff's choices, audited (what they were and became). */
export async function setMyNotifications(db: Db, actor: StaffActor, userId: number, choices: StaffNotificationChoices): Promise<MyNotifications> {
  await db.transaction(async (tx) => {
    const before = (await readMyNotifications(tx, userId)).choices;
    await tx
      .insert(staffNotificationSettings)
      .values({ userId, ...choices })
      .onConflictDoUpdate({ target: staffNotificationSettings.userId, set: { ...choices, updatedAt: new Date() } });
    await recordStaffAction(tx, actor, { action: 'notifications.update', subject: { type: 'user', id: userId }, before: { ...before }, after: { ...choices } });
  });
  return readMyNotifications(db, userId);
}

/** Which notice: a new inbox item of a kind, a prayer request at once, or the daily digest. */
export type NoticeChoice = InboxKind | 'prayer_at_once' | 'prayer_daily';

const chose: Record<NoticeChoice, SQL> = {
  contact_message: eq(staffNotificationSettings.contactMessages, true),
  resource_request: eq(staffNotificationSettings.resourceRequests, true),
  prayer_at_once: eq(staffNotificationSettings.prayerRequests, 'at_once'),
  prayer_daily: eq(staffNotificationSettings.prayerRequests, 'daily'),
};

export interface NoticeRecipient {
  userId: number;
  email: string;
}

/** The staff (and admins) who chose `choice` and have a confirmed address on file. */
export async function noticeRecipients(db: Db, choice: NoticeChoice): Promise<NoticeRecipient[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email })
    .from(staffNotificationSettings)
    .innerJoin(users, eq(users.id, staffNotificationSettings.userId))
    .where(and(chose[choice], inArray(users.role, [...grantableRoles]), isNotNull(users.email), isNotNull(users.emailConfirmedAt)))
    .orderBy(users.id);
  return rows.flatMap(({ userId, email }) => (email ? [{ userId, email }] : []));
}

export interface NewInboxItem {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  subject: string;
  body: string;
}

/** In the insert's transaction: one notice of a new contact message or resource request to each who chose it. */
export async function tellStaffOfInboxItem(tx: Db, siteUrl: string, item: NewInboxItem): Promise<void> {
  const recipients = await noticeRecipients(tx, item.kind);
  if (recipients.length === 0) return;
  const { id: _id, ...props } = item;
  const notice = await composeEmail('staff_inbox_notice', { ...props, inboxLink: `${siteUrl}${DESK_INBOX_PATH}`, settingsLink: `${siteUrl}${MY_NOTIFICATIONS_PATH}` });
  for (const { userId, email } of recipients) await enqueueEmail(tx, { ...notice, to: email, dedupeKey: `staff-notice:${item.kind}-${item.id}:user-${userId}` });
}

export interface NewPrayerRequest {
  id: number;
  name: string;
  request: string;
  isPrivate: boolean;
}

/** In the insert's transaction: one notice of a new prayer request (private ones too) to each who chose "at once". */
export async function tellStaffOfPrayer(tx: Db, siteUrl: string, prayer: NewPrayerRequest): Promise<void> {
  const recipients = await noticeRecipients(tx, 'prayer_at_once');
  if (recipients.length === 0) return;
  const notice = await composeEmail('staff_prayer_notice', {
    name: prayer.name,
    request: prayer.request,
    isPrivate: prayer.isPrivate,
    prayersLink: `${siteUrl}${DESK_PRAYERS_PATH}`,
    settingsLink: `${siteUrl}${MY_NOTIFICATIONS_PATH}`,
  });
  for (const { userId, email } of recipients) await enqueueEmail(tx, { ...notice, to: email, dedupeKey: `staff-notice:prayer_request-${prayer.id}:user-${userId}` });
}
