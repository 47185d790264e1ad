import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { subscribers } from '../../../db/schema';
import type { FormFields } from '../../contracts/common';
import { subscribeDialogMessages, type newsletterSubscribeInput, type subscribeToUpdatesInput } from '../../contracts/newsletter';
import { AppError } from '../../errors';

type NewsletterSubscription = FormFields<z.output<typeof newsletterSubscribeInput>>;
type UpdatesSubscription = FormFields<z.output<typeof subscribeToUpdatesInput>>;

/**
 * The newsletter section: a known address is a success too (its form has no 'already subscribed' state),
 * refreshing the names and the consent time.
 */
export async function subscribeToNewsletter(db: Db, input: NewsletterSubscription): Promise<void> {
  const now = new Date();
  await db
    .insert(subscribers)
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, consentedAt: now, source: 'newsletter' })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { firstName: input.firstName, lastName: input.lastName, consentedAt: now, updatedAt: sql`now()` },
    });
}

/** The subscribe dialog: a second subscription of the same address is a conflict ('already exists'). */
export async function subscribeToUpdates(db: Db, input: UpdatesSubscription): Promise<void> {
  const inserted = await db
    .insert(subscribers)
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, consentedAt: new Date(), source: 'updates' })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  if (inserted.length === 0) throw new AppError('CONFLICT', subscribeDialogMessages.conflict);
}
