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
