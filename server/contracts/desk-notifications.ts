import { z } from './zod';
import { plainText } from './common';
import { inboxChangeOutput, inboxKinds } from './desk';
import { outboxStatuses } from './email';

// What staff hear of by email (the desk's My notifications), and the desk's replies to an inbox item's sender.
// Pure: the desk's pages import this file too.

/** How a member of staff hears of new prayer requests: not at all, one email each, or one a day listing them. */
export const staffPrayerNoticeChoices = ['off', 'at_once', 'daily'] as const;
export type StaffPrayerNoticeChoice = (typeof staffPrayerNoticeChoices)[number];

/** A member of staff's choices; everything is off until they choose. */
export const staffNotificationChoices = z.object({
  contactMessages: z.boolean(),
  resourceRequests: z.boolean(),
  prayerRequests: z.enum(staffPrayerNoticeChoices),
});
export type StaffNotificationChoices = z.infer<typeof staffNotificationChoices>;

export const noStaffNotifications: StaffNotificationChoices = { contactMessages: false, resourceRequests: false, prayerRequests: 'off' };

/** The choices, and the confirmed address they go to (null: nothing can be sent until one is confirmed on /account). */
export const myNotificationsOutput = z.object({ choices: staffNotificationChoices, email: z.string().nullable() });
export type MyNotifications = z.infer<typeof myNotificationsOutput>;

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

export const replyMessages = {
  subjectRequired: 'Please write a subject',
  subjectTooLong: `Please keep the subject under ${REPLY_SUBJECT_MAX} characters`,
  bodyRequired: 'Please write the reply',
  bodyTooLong: `Please keep the reply under ${REPLY_BODY_MAX} characters`,
} as const;

/** The subject a reply starts with: the item's, after "Re: " (once). */
export function replySubject(subject: string): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return reply.slice(0, REPLY_SUBJECT_MAX);
}

const inboxItemRef = { kind: z.enum(inboxKinds), id: z.number().int().positive() };

/** A reply by email to the sender of an inbox item. */
export const replyInput = z.object({
  ...inboxItemRef,
  subject: plainText(replyMessages.subjectRequired).pipe(z.string().min(1, replyMessages.subjectRequired).max(REPLY_SUBJECT_MAX, replyMessages.subjectTooLong)),
  body: plainText(replyMessages.bodyRequired, 'multi').pipe(z.string().min(1, replyMessages.bodyRequired).max(REPLY_BODY_MAX, replyMessages.bodyTooLong)),
});
export type ReplyInput = z.input<typeof replyInput>;

export const repliesInput = z.object(inboxItemRef);

/** A reply as the item's thread shows it: who wrote it, when, what, to whom, and where its email stands. */
export const inboxReply = z.object({
  id: z.number().int(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.date(),
  /** The email in the outbox (null only if the outbox row was removed). */
  email: z.object({ id: z.number().int(), status: z.enum(outboxStatuses), sentAt: z.date().nullable(), lastError: z.string().nullable() }).nullable(),
});
export type InboxReply = z.infer<typeof inboxReply>;

export const repliesOutput = z.object({ replies: z.array(inboxReply) });

/** The reply, and the item's status after it (a new item is open once it has been answered). */
export const replyOutput = z.object({ reply: inboxReply, item: inboxChangeOutput });
