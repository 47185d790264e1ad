import type { EmailKind, OutboxStatus } from '@server/contracts/email';
import type { DeskOutboxFilter } from './desk-search';

// Written apart from its type, so words may land before the server's kind does (a literal typed as the record
// refuses a key the type lacks); the record still refuses a kind without words.
const kindWords = {
  email_confirmation: 'Email confirmation link',
  email_changed: 'Email change notice',
  password_reset: 'Password reset link',
  password_changed: 'Password change notice',
  inbox_reply: 'Reply from the inbox',
  staff_inbox_notice: 'New message notice (staff)',
  staff_prayer_notice: 'New prayer request notice (staff)',
  staff_prayer_digest: 'Daily prayer digest (staff)',
  prayer_answered: 'Prayer answered notice',
  prayer_prayed: 'Someone prayed notice',
  donation_receipt: 'Donation receipt',
  membership_receipt: 'Membership receipt',
  premium_receipt: 'Bible Chat Premium receipt',
  content_receipt: 'Content purchase receipt',
  newsletter_confirmation: 'Newsletter confirmation link',
  gift_declined: 'Recurring gift declined',
  giving_statement: 'Annual giving statement',
};

/** What each message is, in the ministry's words (a new kind of email gets its words here: the compiler asks). */
export const emailKindLabels: Record<EmailKind, string> = kindWords;

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept',
};

/** Filled badges whose text keeps 4.5:1 on them (as the inbox's and the prayer wall's). */
export const outboxStatusBadges: Record<OutboxStatus, { color: string; c: string }> = {
  queued: { color: 'gold.4', c: 'covenant.9' },
  sending: { color: 'covenant', c: 'white' },
  sent: { color: 'teal.9', c: 'white' },
  failed: { color: 'red.9', c: 'white' },
  kept: { color: 'gray.7', c: 'white' },
};

export const outboxFilterLabels: Record<DeskOutboxFilter, string> = {
  all: 'All messages',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept',
};

export const outboxEmptyText: Record<DeskOutboxFilter, string> = {
  all: 'The site has not written any email yet.',
  queued: 'No message is waiting to be sent.',
  sending: 'No message is being sent right now.',
  sent: 'No message has been sent yet.',
  failed: 'No message has failed.',
  kept: 'No message is kept.',
};

/** '1 attempt', '3 attempts'. */
export function attemptsText(attempts: number): string {
  return `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
}
