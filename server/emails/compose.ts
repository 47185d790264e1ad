// Emails are React components (react-email), rendered here to an HTML part and a plain-text part. A service
// composes a message by its kind and the template's props, then writes it to the outbox in its own
// transaction (services/email/outbox.ts). The templates and react-email load with the first message, not
// with the server.
import type { ReactElement } from 'react';
import type { EmailKind } from '../contracts/email';
import { ministry } from '../../src/content/ministry';
import type { ConfirmEmailProps } from './confirm-email';
import type { EmailChangedProps } from './email-changed';
import type { PasswordChangedProps } from './password-changed';
import type { PasswordResetProps } from './password-reset';
import type { InboxReplyProps } from './inbox-reply';
import type { PrayerAnsweredProps } from './prayer-answered';
import type { PrayerPrayedProps } from './prayer-prayed';
import type { StaffInboxNoticeProps } from './staff-inbox-notice';
import type { StaffPrayerDigestProps } from './staff-prayer-digest';
import type { StaffPrayerNoticeProps } from './staff-prayer-notice';
import type { ReceiptProps } from './receipt';
import type { NewsletterConfirmationProps } from './newsletter-confirmation';
import type { GiftDeclinedProps } from './gift-declined';
import type { GivingStatementProps } from './giving-statement';

/** A message: its subject, and its body as React elements (react-email's components in the shared layout). */
export interface EmailTemplate<Props> {
  subject(props: Props): string;
  body(props: Props): ReactElement;
}

/** What each kind of message is written from. */
interface EmailProps {
  email_confirmation: ConfirmEmailProps;
  email_changed: EmailChangedProps;
  password_reset: PasswordResetProps;
  password_changed: PasswordChangedProps;
  inbox_reply: InboxReplyProps;
  staff_inbox_notice: StaffInboxNoticeProps;
  staff_prayer_notice: StaffPrayerNoticeProps;
  staff_prayer_digest: StaffPrayerDigestProps;
  prayer_answered: PrayerAnsweredProps;
  prayer_prayed: PrayerPrayedProps;
  donation_receipt: ReceiptProps;
  membership_receipt: ReceiptProps;
  premium_receipt: ReceiptProps;
  content_receipt: ReceiptProps;
  newsletter_confirmation: NewsletterConfirmationProps;
  gift_declined: GiftDeclinedProps;
  giving_statement: GivingStatementProps;
}

export interface ComposedEmail {
  kind: EmailKind;
  subject: string;
  html: string;
  text: string;
}

const templates: { [Kind in EmailKind]: () => Promise<EmailTemplate<EmailProps[Kind]>> } = {
  email_confirmation: () => import('./confirm-email').then((module) => module.confirmEmail),
  email_changed: () => import('./email-changed').then((module) => module.emailChanged),
  password_reset: () => import('./password-reset').then((module) => module.passwordReset),
  password_changed: () => import('./password-changed').then((module) => module.passwordChanged),
  inbox_reply: () => import('./inbox-reply').then((module) => module.inboxReply),
  staff_inbox_notice: () => import('./staff-inbox-notice').then((module) => module.staffInboxNotice),
  staff_prayer_notice: () => import('./staff-prayer-notice').then((module) => module.staffPrayerNotice),
  staff_prayer_digest: () => import('./staff-prayer-digest').then((module) => module.staffPrayerDigest),
  prayer_answered: () => import('./prayer-answered').then((module) => module.prayerAnswered),
  prayer_prayed: () => import('./prayer-prayed').then((module) => module.prayerPrayed),
  donation_receipt: () => import('./receipt').then((module) => module.donationReceipt),
  membership_receipt: () => import('./receipt').then((module) => module.membershipReceipt),
  premium_receipt: () => import('./receipt').then((module) => module.premiumReceipt),
  content_receipt: () => import('./receipt').then((module) => module.contentReceipt),
  newsletter_confirmation: () => import('./newsletter-confirmation').then((module) => module.newsletterConfirmation),
  gift_declined: () => import('./gift-declined').then((module) => module.giftDeclined),
  giving_statement: () => import('./giving-statement').then((module) => module.givingStatement),
};

/** The message of `kind` written for `props`: its subject, an HTML part and a plain-text part. */
export async function composeEmail<Kind extends EmailKind>(kind: Kind, props: EmailProps[Kind]): Promise<ComposedEmail> {
  const [template, { render }] = await Promise.all([templates[kind](), import('@react-email/render')]);
  const body = template.body(props);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { kind, subject: template.subject(props), html, text };
}

/** Who messages are from unless MAIL_FROM says otherwise: the ministry, at its own address. */
export const ministryMailbox = `"${ministry.name}" <${ministry.email}>`;
