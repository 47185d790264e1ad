// "Forgot password?" (decision 026), after OWASP's Forgot Password Cheat Sheet. Asked for a username or an
// email address, the server answers the same words in the same time whether or not an account matched, had a
// confirmed address, or the asker was over a limit: it does the same work either way (a token made and hashed,
// the message composed) but for the link's two rows, and pads the answer to a fixed minimum. Only a member with a confirmed address on file is sent a link: a random 32-byte token, of which only
// the sha256 is stored, that works once, for 30 minutes, while it is the member's latest. Following it sets a
// new password (the registration rules), ends every session of the member, signs nobody in, and tells the
// member by email (passwords.ts).
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../db';
import { passwordResets, users } from '../../../db/schema';
import { PASSWORD_RESET_MINUTES, passwordMessages } from '../../contracts/passwords';
import { composeEmail } from '../../emails/compose';
import { AppError } from '../../errors';
import { enqueueEmail } from '../email/outbox';
import { hashPassword } from './accounts';
import { hashToken } from './email-address';
import { RESET_PASSWORD_PATH, storeNewPassword, type PasswordDeps } from './passwords';

/**
 * The least time "Forgot password?" takes to answer, whatever happened: well above what the work costs
 * (8-15 ms warm, measured on PGlite; the first message after start-up loads the templates, about 300 ms,
 * whoever asks), so the time tells nothing.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 500;

const MINUTE_MS = 60 * 1000;

/**
 * Sends a reset link to the confirmed address of the account named by `account` (a username, or an address
 * when it holds an "@"), if there is one, and answers the same either way. Limited per client address and per
 * account asked about; past a limit nothing is sent, and the answer is still the same.
 */
export async function requestPasswordReset(
  deps: PasswordDeps & { logger: Pick<Logger, 'info'> },
  account: string,
  clientIp: string,
  answerMs = FORGOT_PASSWORD_ANSWER_MS,
): Promise<{ message: string }> {
  const started = performance.now();
  try {
    await sendResetLinkIfAny(deps, account, clientIp);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')) throw error;
    // Never the account asked about: the log would become the oracle the answer is not.
    deps.logger.info('password reset not sent: over its limit');
  } finally {
    const left = answerMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
  return { message: passwordMessages.linkSent };
}

async function sendResetLinkIfAny({ db, limits, clock, config }: PasswordDeps, account: string, clientIp: string): Promise<void> {
  await limits.consume('passwordResetByAddress', clientIp);
  const typed = account.toLowerCase();
  // A username never holds an "@" (contracts/accounts.ts), so one lookup either way.
  const [found] = await db
    .select({ id: users.id, username: users.username, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(typed.includes('@') ? and(eq(sql`lower(${users.email})`, typed), isNotNull(users.emailConfirmedAt)) : eq(sql`lower(${users.username})`, typed))
    .limit(1);
  // Keyed by a hash when nothing matched: the rate-limit store (Redis) never holds what was typed.
  await limits.consume('passwordResetByAccount', found ? `user-${found.id}` : `typed-${hashToken(typed)}`);
  const recipient = found?.email && found.confirmedAt ? { id: found.id, username: found.username, email: found.email } : null;

  // The same work whoever was named, up to the writes (a few milliseconds, which the padding covers): a token
  // made and hashed, and the message composed, the costly part, whether or not it is sent.
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const link = `${config.siteUrl}${RESET_PASSWORD_PATH}?token=${token}`;
  const message = await composeEmail('password_reset', { username: recipient?.username ?? typed, link, minutes: PASSWORD_RESET_MINUTES });
  if (!recipient) return;
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ replacedAt: now })
      .where(and(eq(passwordResets.userId, recipient.id), isNull(passwordResets.usedAt), isNull(passwordResets.replacedAt)));
    const [reset] = await tx
      .insert(passwordResets)
      .values({ userId: recipient.id, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * MINUTE_MS) })
      .returning({ id: passwordResets.id });
    if (!reset) throw new Error('insert returned no row');
    await enqueueEmail(tx, { ...message, to: recipient.email, dedupeKey: `password-reset:${reset.id}` });
  });
}

interface UsableReset {
  id: number;
  userId: number;
  expiresAt: Date;
}

/** The link of `token` if it still works; else the refusal that says why (unknown, used, replaced, expired). */
async function usableReset(db: Db, token: string, now: Date, lock: boolean): Promise<UsableReset> {
  const query = db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      replacedAt: passwordResets.replacedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashToken(token)));
  // Locked for the reset itself, so two submissions at once reset once and the second finds the link used.
  const [reset] = await (lock ? query.for('update') : query);
  if (!reset) throw new AppError('BAD_REQUEST', passwordMessages.linkUnknown);
  if (reset.usedAt) throw new AppError('CONFLICT', passwordMessages.linkUsed);
  if (reset.replacedAt) throw new AppError('BAD_REQUEST', passwordMessages.linkReplaced);
  if (reset.expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', passwordMessages.linkExpired);
  return { id: reset.id, userId: reset.userId, expiresAt: reset.expiresAt };
}

/** What the reset page asks as it opens: whether its link still works, so nobody types a password in vain. */
export async function checkPasswordResetLink({ db, clock }: Pick<PasswordDeps, 'db' | 'clock'>, token: string): Promise<{ expiresAt: Date }> {
  const { expiresAt } = await usableReset(db, token, clock.now(), false);
  return { expiresAt };
}

/**
 * Follows a reset link: the member's password becomes `password`, the link is used, and every session of the
 * member ends (passwords.ts). Nobody is signed in: the member signs in with the new password.
 */
export async function resetPassword({ db, clock, config }: PasswordDeps, token: string, password: string): Promise<{ message: string }> {
  // Checked before the password is hashed (argon2 costs), and again under the lock.
  await usableReset(db, token, clock.now(), false);
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const reset = await usableReset(tx, token, now, true);
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id));
    await storeNewPassword(tx, { userId: reset.userId, passwordHash, how: 'reset', now, siteUrl: config.siteUrl, dedupeKey: `password-changed:reset-${reset.id}` });
  });
  return { message: passwordMessages.passwordReset };
}
