import { z } from './zod';
import { userRoles } from './accounts';
import { plainText } from './common';
import { subscriberSources } from './newsletter';

// The ministry's desk: what staff read and do with what visitors send, who may do it, and the audit log.
// Pure: the desk's pages import this file too.

export const STAFF_ONLY_MESSAGE = 'Only the ministry’s staff can open the desk.';
export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';

/** The roles the desk grants and removes; removing either makes the user a member again. */
export const grantableRoles = ['staff', 'admin'] as const;
export type GrantableRole = (typeof grantableRoles)[number];

/** What lands in the inbox: a message from the contact form, or a request for a custom resource. */
export const inboxKinds = ['contact_message', 'resource_request'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** new: nobody has looked at it; open: someone is on it; done: answered or closed. */
export const inboxStatuses = ['new', 'open', 'done'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

/** The inbox and the audit log are read a page at a time, on the server. */
export const DESK_PAGE_SIZE = 100;

export const INBOX_NOTE_MAX = 5000;

export const deskMessages = {
  badCursor: 'This page of the list is no longer valid. Please start again from the first page.',
  itemNotFound: 'This message is no longer in the inbox.',
  assigneeNotStaff: 'Messages can be assigned only to staff.',
  userNotFound: (username: string) => `There is no user named "${username}".`,
  lastAdmin: (username: string) => `${username} is the last admin: make someone else an admin first.`,
  notThatRole: (username: string, role: GrantableRole, current: string) => `${username} is not ${role} (they are ${current}).`,
  prayerNotFound: 'This prayer request is no longer there.',
  prayerNotListable: 'Only a public request that is not hidden can be put on the wall.',
  subscriberNotFound: 'This subscriber is no longer on the list.',
} as const;

/** A page's position, as the previous page handed it out; opaque to the browser. */
const cursor = z.string().max(200).optional();

const inboxItemRef = { kind: z.enum(inboxKinds), id: z.number().int().positive() };

export const inboxInput = z.object({ status: z.enum(inboxStatuses).optional(), cursor });

const person = z.object({ id: z.number().int(), username: z.string() });

export const inboxItem = z.object({
  kind: z.enum(inboxKinds),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The contact form's subject, or the resource type and ministry of a request. */
  subject: z.string(),
  body: z.string(),
  status: z.enum(inboxStatuses),
  assignee: person.nullable(),
  createdAt: z.date(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxOutput = z.object({ items: z.array(inboxItem), nextCursor: z.string().nullable() });

export const setStatusInput = z.object({ ...inboxItemRef, status: z.enum(inboxStatuses) });
/** Assigns to a staff member by user id, or to nobody (null). */
export const assignInput = z.object({ ...inboxItemRef, assigneeId: z.number().int().positive().nullable() });
export const addNoteInput = z.object({
  ...inboxItemRef,
  body: plainText('Please write the note', 'multi').pipe(
    z.string().min(1, 'Please write the note').max(INBOX_NOTE_MAX, `Please keep the note under ${INBOX_NOTE_MAX} characters`),
  ),
});
export const notesInput = z.object(inboxItemRef);

export const inboxNote = z.object({ id: z.number().int(), author: person.nullable(), body: z.string(), createdAt: z.date() });
export const notesOutput = z.object({ notes: z.array(inboxNote) });

export const inboxChangeOutput = z.object({ kind: z.enum(inboxKinds), id: z.number().int(), status: z.enum(inboxStatuses), assignee: person.nullable() });

/**
 * Unread items are counted up to this many, so the count on every staff page stays cheap however many have
 * piled up; a count at the cap reads "at least" (the header shows 1000+).
 */
export const UNREAD_COUNT_CAP = 1000;
export const unreadCountsOutput = z.object({ inbox: z.number().int().max(UNREAD_COUNT_CAP) });

export const staffMember = z.object({ id: z.number().int(), username: z.string(), role: z.enum(userRoles) });
export const staffOutput = z.object({ staff: z.array(staffMember) });

export const roleChangeInput = z.object({ username: z.string().trim().min(1).max(64), role: z.enum(grantableRoles) });
export const roleChangeOutput = z.object({ username: z.string(), role: z.enum(userRoles), previousRole: z.enum(userRoles) });

export const auditLogInput = z.object({ cursor });
export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.date(),
});
export const auditLogOutput = z.object({ entries: z.array(auditEntry), nextCursor: z.string().nullable() });

/**
 * Where a request stands: on the wall; public but waiting for staff's approval; public but listed longer ago
 * than the wall's days (expired: staff may bring it back); taken off the wall by staff; private (never shown).
 */
export const prayerWallStatuses = ['on_wall', 'awaiting_approval', 'expired', 'hidden', 'private'] as const;
export type PrayerWallStatus = (typeof prayerWallStatuses)[number];

/** Which prayer requests the desk lists: all of them, or those in one place. */
export const deskPrayerFilters = ['all', ...prayerWallStatuses] as const;
export const PRAISE_NOTE_MAX = 1000;

export const deskPrayersInput = z.object({ show: z.enum(deskPrayerFilters).default('all'), cursor });
/** A prayer request as staff see it: private ones too, with the requester's email (never shown on the wall). */
export const deskPrayer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  request: z.string(),
  isPrivate: z.boolean(),
  hiddenAt: z.date().nullable(),
  answeredAt: z.date().nullable(),
  praiseNote: z.string().nullable(),
  /** When it went on the wall (sent, approved or brought back); null while it waits for approval. */
  listedAt: z.date().nullable(),
  wallStatus: z.enum(prayerWallStatuses),
  createdAt: z.date(),
  /** The requester ticked "Tell me when this prayer is answered": the praise note is emailed to them, once. */
  notifyWhenAnswered: z.boolean(),
});
export type DeskPrayer = z.infer<typeof deskPrayer>;
export const deskPrayersOutput = z.object({ prayers: z.array(deskPrayer), nextCursor: z.string().nullable() });

/** Approves a request waiting for approval, or brings back an expired one: it is on the wall from now. */
export const putPrayerOnWallInput = z.object({ id: z.number().int().positive() });

/** How many days a request stays on the wall unless the desk says otherwise. */
export const PRAYER_EXPIRY_DAYS_DEFAULT = 30;
export const PRAYER_EXPIRY_DAYS_MAX = 365;

/** The wall's settings, set on the desk by admins. */
export const prayerSettings = z.object({
  expiryDays: z
    .number({ error: 'Please give the number of days' })
    .int('Please give a whole number of days')
    .min(1, 'Requests stay on the wall at least 1 day')
    .max(PRAYER_EXPIRY_DAYS_MAX, `Requests stay on the wall at most ${PRAYER_EXPIRY_DAYS_MAX} days`),
  approvalRequired: z.boolean(),
});
export type PrayerSettings = z.infer<typeof prayerSettings>;

export const prayerVisibilityInput = z.object({ id: z.number().int().positive(), hidden: z.boolean() });
/** Marks a request answered with the praise the wall shows (null: no longer answered). */
export const prayerAnsweredInput = z.object({
  id: z.number().int().positive(),
  praiseNote: z
    .string()
    .trim()
    .min(1, 'Please write the praise the wall will show')
    .max(PRAISE_NOTE_MAX, `Please keep the praise under ${PRAISE_NOTE_MAX} characters`)
    .nullable(),
});

/** Subscribers, searched by any part of the email or name; newest first. */
export const subscribersInput = z.object({ search: z.string().trim().max(200).optional(), cursor });
/** A subscriber as staff see them: with the consent's time and where it was given. */
export const deskSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  source: z.enum(subscriberSources),
  consentedAt: z.date(),
  createdAt: z.date(),
  /** When the confirmation link was followed; null while the sign-up waits for it (not exported, decision 027). */
  confirmedAt: z.date().nullable(),
});
export const subscribersOutput = z.object({ subscribers: z.array(deskSubscriber), nextCursor: z.string().nullable() });
export const removeSubscriberInput = z.object({ id: z.number().int().positive() });
export const removeSubscriberOutput = z.object({ removed: z.literal(true) });
