import { z } from './zod';
import { emailAddress } from './common';

// Email: what the outbox holds and the email address a member keeps on file, confirmed by a link. Pure: the
// account page and the confirmation page import this file too.

/** What a message in the outbox is, for the desk's list and the logs (never who it went to). */
export const emailKinds = [
  'email_confirmation',
  'email_changed',
  'password_reset',
  'password_changed',
  'inbox_reply',
  'staff_inbox_notice',
  'staff_prayer_notice',
  'staff_prayer_digest',
  'prayer_answered',
  'prayer_prayed',
  'donation_receipt',
  'membership_receipt',
  'premium_receipt',
  'content_receipt',
  'newsletter_confirmation',
  'gift_declined',
  'giving_statement',
] as const;
export type EmailKind = (typeof emailKinds)[number];

/**
 * Messages whose body is a credential (a password reset link signs nobody in, but sets the password): staff
 * never read it on the desk, and the outbox keeps it only until the message is sent, kept or given up on,
 * then holds `clearedEmailBody` instead (decision 026).
 */
export const credentialEmailKinds: readonly EmailKind[] = ['password_reset'];

/** What a credential message's body reads once cleared (and what a copy sent again from the desk says). */
export const clearedEmailBody = {
  text:
    'This message held a single-use link to reset the password of an account. The link is not kept once the message has ' +
    'left the outbox, so that nobody who reads the outbox can use it. To reset a password, ask for a new link on the ' +
    'sign-in page: Forgot password?',
  html:
    '<p>This message held a single-use link to reset the password of an account. The link is not kept once the message ' +
    'has left the outbox, so that nobody who reads the outbox can use it. To reset a password, ask for a new link on ' +
    'the sign-in page: <em>Forgot password?</em></p>',
} as const;

/**
 * Where a message in the outbox stands: waiting its turn (queued, also between retries), claimed by a worker
 * (sending), handed to the SMTP server (sent), given up after every retry (failed), or kept for staff to read
 * on the desk because no SMTP server is configured (kept).
 */
export const outboxStatuses = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_HOURS = 24;

export const accountEmailMessages = {
  invalidEmail: 'Please enter a valid email address',
  linkSentTitle: 'Check your email',
  linkSent: (email: string) => `We sent a confirmation link to ${email}. It works for ${EMAIL_CONFIRMATION_HOURS} hours.`,
  sendFailedTitle: 'The link was not sent',
  sendFailedFallback: 'Please try again in a moment.',
  alreadyConfirmed: 'This is already the confirmed email address on your account.',
  nothingToSendAgain: 'There is no unconfirmed email address to send a link to.',
  tooManyLinks: 'Too many confirmation emails. Please wait an hour and try again.',
  confirmedTitle: 'Email address confirmed',
  confirmed: (email: string) => `${email} is now the email address on your account.`,
  linkMissing: 'This page needs the link from your confirmation email. Please open the link in the email again.',
  linkUnknown: 'This confirmation link is not valid. Please check that you opened the whole link from the email.',
  linkUsed: 'This confirmation link has already been used. Each link works once.',
  linkReplaced: 'This confirmation link was replaced by a newer one. Please use the link in the latest email we sent you.',
  linkExpired: `This confirmation link has expired: links work for ${EMAIL_CONFIRMATION_HOURS} hours. Send a new one from your account.`,
  emailTaken: 'This email address is already confirmed on another account.',
} as const;

export const accountEmailInput = z.object({ email: emailAddress(accountEmailMessages.invalidEmail) });
export type AccountEmailInput = z.input<typeof accountEmailInput>;

/** The member's email on file as /account shows it: the confirmed address, and one waiting for its link. */
export const accountEmailOutput = z.object({
  email: z.string().nullable(),
  confirmedAt: z.date().nullable(),
  /** The latest link sent and not followed; `expired` by the server's clock, when only "send again" helps. */
  pending: z.object({ email: z.string(), sentAt: z.date(), expiresAt: z.date(), expired: z.boolean() }).nullable(),
});
export type AccountEmail = z.infer<typeof accountEmailOutput>;

/** The link's token: 32 random bytes in base64url (43 characters). */
export const confirmEmailInput = z.object({
  token: z.string(accountEmailMessages.linkMissing).trim().min(1, accountEmailMessages.linkMissing).max(200, accountEmailMessages.linkUnknown),
});
export const confirmEmailOutput = z.object({ email: z.string(), message: z.string() });
