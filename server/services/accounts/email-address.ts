// The email address a member keeps on file (decision 025). Registration stays username and password; on
// /account a member adds an address, and it is theirs once they follow the link sent to it: a random token
// of 32 bytes, of which only the sha256 is stored, that works once, for a day, and only while it is the
// member's latest. A confirmed address is unique among accounts without regard to case; adding one that
// another account holds is answered as any other (the form tells nobody whose it is), and its link is refused.
// Changing the address confirms the new one, then tells the old one. Every link goes through the outbox, in
// the transaction that makes it.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { emailConfirmations, users } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import { accountEmailMessages, EMAIL_CONFIRMATION_HOURS, type AccountEmail } from '../../contracts/email';
import { composeEmail } from '../../emails/compose';
import { AppError } from '../../errors';
import type { RateLimits } from '../../rate-limit';
import { enqueueEmail } from '../email/outbox';
import { isUniqueViolation } from './accounts';

interface EmailAddressDeps {
  db: Db;
  limits: RateLimits;
  clock: { now(): Date };
  config: { siteUrl: string };
}

const HOUR_MS = 60 * 60 * 1000;

/** The page a confirmation link opens (src/routes/account_.confirm-email.tsx). */
export const CONFIRM_EMAIL_PATH = '/account/confirm-email';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What /account shows: the confirmed address, and the latest one waiting for its link (expired or not). */
export async function readAccountEmail(db: Db, userId: number, now: Date): Promise<AccountEmail> {
  const [account] = await db.select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
  const [pending] = await db
    .select({ email: emailConfirmations.email, sentAt: emailConfirmations.createdAt, expiresAt: emailConfirmations.expiresAt })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.confirmedAt), isNull(emailConfirmations.replacedAt)))
    .orderBy(desc(emailConfirmations.createdAt), desc(emailConfirmations.id))
    .limit(1);
  return {
    email: account?.email ?? null,
    confirmedAt: account?.confirmedAt ?? null,
    pending: pending ? { ...pending, expired: pending.expiresAt.getTime() <= now.getTime() } : null,
  };
}

/** Sends a link to `email` (lower-cased by the contract) to make it the member's address. */
export async function requestEmailConfirmation(deps: EmailAddressDeps, user: SessionUser, email: string): Promise<AccountEmail> {
  const [account] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  if (account?.email === email) throw new AppError('CONFLICT', accountEmailMessages.alreadyConfirmed);
  await sendConfirmationLink(deps, user, email, Boolean(account?.email));
  return readAccountEmail(deps.db, user.id, deps.clock.now());
}

/** "Send again": a new link to the address waiting for one; the link sent before stops working. */
export async function resendEmailConfirmation(deps: EmailAddressDeps, user: SessionUser): Promise<AccountEmail> {
  const { email, pending } = await readAccountEmail(deps.db, user.id, deps.clock.now());
  if (!pending) throw new AppError('BAD_REQUEST', accountEmailMessages.nothingToSendAgain);
  await sendConfirmationLink(deps, user, pending.email, email !== null);
  return readAccountEmail(deps.db, user.id, deps.clock.now());
}

async function sendConfirmationLink({ db, limits, clock, config }: EmailAddressDeps, user: SessionUser, email: string, replacing: boolean) {
  await limits.consume('emailLinkByMember', `user-${user.id}`);
  // Keyed by a hash: the rate-limit store (Redis) never holds the address itself.
  await limits.consume('emailLinkByAddress', hashToken(email));
  const token = randomBytes(32).toString('base64url');
  const link = `${config.siteUrl}${CONFIRM_EMAIL_PATH}?token=${token}`;
  const message = await composeEmail('email_confirmation', { username: user.username, link, hours: EMAIL_CONFIRMATION_HOURS, replacing });
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(emailConfirmations)
      .set({ replacedAt: now })
      .where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.confirmedAt), isNull(emailConfirmations.replacedAt)));
    const [confirmation] = await tx
      .insert(emailConfirmations)
      .values({ userId: user.id, email, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * HOUR_MS) })
      .returning({ id: emailConfirmations.id });
    if (!confirmation) throw new Error('insert returned no row');
    await enqueueEmail(tx, { ...message, to: email, dedupeKey: `email-confirmation:${confirmation.id}` });
  });
}

/**
 * Follows a confirmation link: the address becomes the account's, and the address it replaces is told. Nobody
 * needs to be signed in: the token is the proof. Refused with a message that says why (used, replaced,
 * expired, or taken by another account meanwhile).
 */
export async function confirmEmailAddress({ db, clock }: EmailAddressDeps, token: string): Promise<{ email: string; message: string }> {
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .select({
          id: emailConfirmations.id,
          userId: emailConfirmations.userId,
          email: emailConfirmations.email,
          expiresAt: emailConfirmations.expiresAt,
          confirmedAt: emailConfirmations.confirmedAt,
          replacedAt: emailConfirmations.replacedAt,
          username: users.username,
          current: users.email,
        })
        .from(emailConfirmations)
        .innerJoin(users, eq(users.id, emailConfirmations.userId))
        .where(eq(emailConfirmations.tokenHash, hashToken(token)))
        // The link and its member, so two clicks at once confirm once and the second finds it used.
        .for('update');
      if (!link) throw new AppError('BAD_REQUEST', accountEmailMessages.linkUnknown);
      if (link.confirmedAt) throw new AppError('CONFLICT', accountEmailMessages.linkUsed);
      if (link.replacedAt) throw new AppError('BAD_REQUEST', accountEmailMessages.linkReplaced);
      if (link.expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', accountEmailMessages.linkExpired);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, link.email), ne(users.id, link.userId)));
      if (taken) throw new AppError('CONFLICT', accountEmailMessages.emailTaken);

      await tx.update(users).set({ email: link.email, emailConfirmedAt: now }).where(eq(users.id, link.userId));
      await tx.update(emailConfirmations).set({ confirmedAt: now }).where(eq(emailConfirmations.id, link.id));
      if (link.current && link.current !== link.email) {
        const notice = await composeEmail('email_changed', { username: link.username, newAddressHint: addressHint(link.email) });
        await enqueueEmail(tx, { ...notice, to: link.current, dedupeKey: `email-changed:${link.id}` });
      }
      return { email: link.email, message: accountEmailMessages.confirmed(link.email) };
    });
  } catch (error) {
    // Another account confirmed the same address in the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', accountEmailMessages.emailTaken);
    throw error;
  }
}

/** An address partly hidden, for a message to another mailbox: `ruth@example.org` -> `r***@example.org`. */
export function addressHint(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
