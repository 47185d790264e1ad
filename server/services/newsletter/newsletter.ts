// The newsletter's list, with double opt-in (decision 027). A sign-up stores the subscriber unconfirmed and sends
// a link to the address: a random 32-byte token, of which only the sha256 is kept, that works for 7 days; the list
// holds the address for good once the link is followed. The message carries the subscriber's unsubscribe link and
// List-Unsubscribe headers, and unsubscribing deletes the row. Confirmation emails are limited per address.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { subscribers } from '../../../db/schema';
import type { FormFields } from '../../contracts/common';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMATION_DAYS,
  newsletterLinkMessages,
  subscribeDialogMessages,
  type newsletterSubscribeInput,
  type subscribeToUpdatesInput,
} from '../../contracts/newsletter';
import { composeEmail } from '../../emails/compose';
import { AppError } from '../../errors';
import type { RateLimits } from '../../rate-limit';
import { hashToken } from '../accounts/email-address';
import { enqueueEmail } from '../email/outbox';
import { subscriberOfToken, unsubscribeHeaders, unsubscribeLink, type UnsubscribeLinkDeps } from './unsubscribe-links';

type NewsletterSubscription = FormFields<z.output<typeof newsletterSubscribeInput>>;
type UpdatesSubscription = FormFields<z.output<typeof subscribeToUpdatesInput>>;
type Subscription = NewsletterSubscription | UpdatesSubscription;

export interface NewsletterDeps extends UnsubscribeLinkDeps {
  db: Db;
  limits: RateLimits;
  clock: { now(): Date };
  logger: Pick<Logger, 'info'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function isConfirmed(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ confirmedAt: subscribers.confirmedAt }).from(subscribers).where(eq(subscribers.email, email));
  return Boolean(row?.confirmedAt);
}

/**
 * The newsletter section: a known address is a success too (its form has no 'already subscribed' state). A
 * confirmed one has its names and consent time refreshed and is sent nothing; any other is sent a link.
 */
export async function subscribeToNewsletter(deps: NewsletterDeps, input: NewsletterSubscription): Promise<void> {
  if (await isConfirmed(deps.db, input.email)) {
    await deps.db
      .update(subscribers)
      .set({ firstName: input.firstName, lastName: input.lastName, consentedAt: deps.clock.now(), updatedAt: sql`now()` })
      .where(eq(subscribers.email, input.email));
    return;
  }
  await sendConfirmationLink(deps, input, 'newsletter');
}

/**
 * The subscribe dialog: a confirmed address is a conflict ('already exists'); an unconfirmed one is sent a new
 * link, as a new one is.
 */
export async function subscribeToUpdates(deps: NewsletterDeps, input: UpdatesSubscription): Promise<void> {
  if (await isConfirmed(deps.db, input.email)) throw new AppError('CONFLICT', subscribeDialogMessages.conflict);
  await sendConfirmationLink(deps, input, 'updates');
}

/**
 * Stores the subscriber unconfirmed (or refreshes an unconfirmed one: names, consent, a new link that replaces the
 * one before) and writes the confirmation email in the same transaction. Past the per-address limit nothing is
 * changed or sent, and the form still answers success: the link sent before still works.
 */
async function sendConfirmationLink(deps: NewsletterDeps, input: Subscription, source: 'newsletter' | 'updates'): Promise<void> {
  try {
    // Keyed by a hash: the rate-limit store (Redis) never holds the address itself.
    await deps.limits.consume('newsletterConfirmationByAddress', hashToken(input.email));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')) throw error;
    deps.logger.info('newsletter confirmation not sent: over its limit for the address');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const confirmation = { confirmationTokenHash: tokenHash, confirmationExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRMATION_DAYS * DAY_MS) };
  await deps.db.transaction(async (tx) => {
    const [subscriber] = await tx
      .insert(subscribers)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, consentedAt: now, source, ...confirmation })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: { firstName: input.firstName, lastName: input.lastName, consentedAt: now, updatedAt: sql`now()`, ...confirmation },
        // Confirmed in the meantime: nothing to send.
        where: isNull(subscribers.confirmedAt),
      })
      .returning({ id: subscribers.id });
    if (!subscriber) return;
    const message = await composeEmail('newsletter_confirmation', {
      firstName: input.firstName,
      link: `${deps.config.siteUrl}${NEWSLETTER_CONFIRM_PATH}?token=${token}`,
      days: NEWSLETTER_CONFIRMATION_DAYS,
      unsubscribeLink: unsubscribeLink(deps, subscriber.id),
    });
    await enqueueEmail(tx, { ...message, to: input.email, headers: unsubscribeHeaders(deps, subscriber.id), dedupeKey: `newsletter-confirmation:${tokenHash}` });
  });
}

/**
 * Follows a confirmation link: the subscriber is on the list from now. No sign-in: the token is the proof. A link
 * followed again says so; an unknown or replaced link and an expired one are refused, saying why.
 */
export async function confirmSubscription({ db, clock }: Pick<NewsletterDeps, 'db' | 'clock'>, token: string): Promise<{ email: string; message: string }> {
  const tokenHash = hashToken(token);
  const [link] = await db
    .select({ id: subscribers.id, email: subscribers.email, confirmedAt: subscribers.confirmedAt, expiresAt: subscribers.confirmationExpiresAt })
    .from(subscribers)
    .where(eq(subscribers.confirmationTokenHash, tokenHash));
  if (!link) throw new AppError('BAD_REQUEST', newsletterLinkMessages.confirmLinkUnknown);
  if (link.confirmedAt) return { email: link.email, message: newsletterLinkMessages.alreadyConfirmed(link.email) };
  const now = clock.now();
  if (!link.expiresAt || link.expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', newsletterLinkMessages.confirmLinkExpired);
  // Two clicks at once: one confirms, the other finds it confirmed, and both say the address is on the list.
  await db
    .update(subscribers)
    .set({ confirmedAt: now, updatedAt: sql`now()` })
    .where(and(eq(subscribers.id, link.id), eq(subscribers.confirmationTokenHash, tokenHash), isNull(subscribers.confirmedAt)));
  return { email: link.email, message: newsletterLinkMessages.confirmed(link.email) };
}

/**
 * Takes the token's subscriber off the list (the row is deleted), whoever asks: the signed token is the proof,
 * and it can reach no one else. A subscriber already gone is told so, as a success.
 */
export async function unsubscribe({ db, sessionSecret }: Pick<NewsletterDeps, 'db' | 'sessionSecret'>, token: string): Promise<{ message: string }> {
  const subscriberId = subscriberOfToken(sessionSecret, token);
  if (subscriberId === null) throw new AppError('BAD_REQUEST', newsletterLinkMessages.unsubscribeLinkUnknown);
  const removed = await db.delete(subscribers).where(eq(subscribers.id, subscriberId)).returning({ id: subscribers.id });
  return { message: removed.length > 0 ? newsletterLinkMessages.unsubscribed : newsletterLinkMessages.alreadyUnsubscribed };
}
