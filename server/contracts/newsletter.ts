import { z } from './zod';
import { emailAddress, honeypot, receivedOutput, requiredText } from './common';

// Newsletter section (home, /teachings#newsletter, /resources) and the subscribe dialog ('Subscribe to
// Updates', 'Get Notified'): the same four fields with their own messages, one subscribers table.

const NAME_MAX = 100;

/** Where an address first subscribed: the newsletter section or the subscribe dialog. */
export const subscriberSources = ['newsletter', 'updates'] as const;

export const newsletterSubscribeInput = z.object({
  firstName: requiredText('First name is required', NAME_MAX),
  lastName: requiredText('Last name is required', NAME_MAX),
  email: emailAddress('Invalid email address'),
  consent: z.literal(true, 'You must consent to receive emails'),
  website: honeypot,
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInput>;

export const subscribeToUpdatesInput = z.object({
  firstName: requiredText('First name is required', NAME_MAX),
  lastName: requiredText('Last name is required', NAME_MAX),
  email: emailAddress('Please enter a valid email'),
  consent: z.literal(true, 'You must agree to receive updates'),
  website: honeypot,
});
export type SubscribeToUpdatesInput = z.input<typeof subscribeToUpdatesInput>;

export const subscriptionOutput = receivedOutput;

export const newsletterMessages = {
  successTitle: 'Success!',
  successText: "You've been subscribed to our newsletter.",
  errorTitle: 'Error',
  errorFallback: 'Failed to subscribe. Please try again.',
} as const;

export const subscribeDialogMessages = {
  successTitle: 'Subscription successful!',
  successText: 'Thank you for subscribing to our updates.',
  alreadyTitle: 'Already subscribed',
  alreadyText: 'This email is already subscribed to our updates.',
  errorTitle: 'Subscription failed',
  errorText: 'There was an error subscribing to updates. Please try again.',
  /** The server's 409 message; the dialog recognises it by 'already exists'. */
  conflict: 'This email already exists in our subscriber list.',
} as const;

// Double opt-in and unsubscribing (decision 027): the links a newsletter email carries, and what their pages say.

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;
/** The page a confirmation link opens (src/routes/newsletter.confirm.tsx). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
/**
 * The unsubscribe page (src/routes/newsletter.unsubscribe.tsx), and the address List-Unsubscribe names: a GET
 * shows the page and its button, a POST with `List-Unsubscribe=One-Click` unsubscribes (RFC 8058).
 */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** The body of an RFC 8058 one-click unsubscribe. */
export const ONE_CLICK_UNSUBSCRIBE = 'List-Unsubscribe=One-Click';

export const newsletterLinkMessages = {
  confirmingLabel: 'Confirming your subscription',
  confirmedTitle: 'Subscription confirmed',
  confirmed: (email: string) => `Thank you! ${email} is confirmed: you will receive our newsletter and updates.`,
  alreadyConfirmed: (email: string) => `${email} is already confirmed. There is nothing more to do.`,
  confirmFailedTitle: 'We could not confirm your subscription',
  confirmLinkMissing: 'This page needs the link from your confirmation email. Please open the link in the email again.',
  confirmLinkUnknown:
    'This confirmation link is not valid. Please check that you opened the whole link from the email; if you signed up again since, use the link in the latest email.',
  confirmLinkExpired: `This confirmation link has expired: links work for ${NEWSLETTER_CONFIRMATION_DAYS} days. Please sign up again for a new one.`,
  confirmFallback: 'Your subscription could not be confirmed. Please try again in a moment.',
  unsubscribeTitle: 'Unsubscribe from our emails',
  unsubscribePrompt: 'Press Unsubscribe and we will stop sending our newsletter and updates to the address this link was sent to.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribingButton: 'Unsubscribing...',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: 'We have taken your address off our list: you will not receive our newsletter or updates any more.',
  alreadyUnsubscribed: 'This address is no longer on our list: you will not receive our newsletter or updates.',
  unsubscribeFailedTitle: 'We could not unsubscribe you',
  unsubscribeLinkMissing: 'This page needs the unsubscribe link from one of our emails. Please open the link in the email again.',
  unsubscribeLinkUnknown: 'This unsubscribe link is not valid. Please check that you opened the whole link from the email.',
  unsubscribeFallback: 'You could not be unsubscribed just now. Please try again in a moment.',
  oneClickOnly: `A one-click unsubscribe is a POST whose body is ${ONE_CLICK_UNSUBSCRIBE}.`,
} as const;

/** A link's token, as its page sends it: the confirmation link's (random) or the unsubscribe link's (signed). */
function linkToken(missing: string, unknown: string) {
  return z.string(missing).trim().min(1, missing).max(200, unknown);
}

export const confirmSubscriptionInput = z.object({ token: linkToken(newsletterLinkMessages.confirmLinkMissing, newsletterLinkMessages.confirmLinkUnknown) });
export const confirmSubscriptionOutput = z.object({ email: z.string(), message: z.string() });

export const unsubscribeInput = z.object({ token: linkToken(newsletterLinkMessages.unsubscribeLinkMissing, newsletterLinkMessages.unsubscribeLinkUnknown) });
export const unsubscribeOutput = z.object({ message: z.string() });
