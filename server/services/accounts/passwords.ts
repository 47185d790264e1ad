// A member's password after registration (decision 026): set through a reset link (password-reset.ts) or
// changed on /account with the current one. Either way one transaction stores the new hash, ends every
// session of the member, retires the reset links still open, and tells the member at the confirmed address
// on file, through the outbox. Nothing here signs anyone in: the /account change starts a new session for
// the browser that made it (the router does), a reset none.
import { verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { passwordResets, users } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import { passwordMessages, type changePasswordInput } from '../../contracts/passwords';
import { composeEmail } from '../../emails/compose';
import { AppError } from '../../errors';
import type { RateLimits } from '../../rate-limit';
import { enqueueEmail } from '../email/outbox';
import { hashPassword } from './accounts';
import { revokeAllSessions } from './sessions';

/** The pages the emails link to (src/routes/auth_.forgot-password.tsx, auth_.reset-password.tsx). */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';

export interface PasswordDeps {
  db: Db;
  limits: RateLimits;
  clock: { now(): Date };
  config: { siteUrl: string };
}

interface NewPassword {
  userId: number;
  passwordHash: string;
  /** How it came: through a reset link, or on /account. */
  how: 'reset' | 'account';
  now: Date;
  siteUrl: string;
  /** Names the event for the outbox, when it has a name of its own (the reset link's). */
  dedupeKey?: string;
}

/**
 * In `tx`: the member's new password hash, every session of theirs ended, their open reset links retired, and
 * the "password changed" message written to the outbox when a confirmed address is on file.
 */
export async function storeNewPassword(tx: Db, { userId, passwordHash, how, now, siteUrl, dedupeKey }: NewPassword): Promise<void> {
  const [account] = await tx
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ username: users.username, email: users.email, confirmedAt: users.emailConfirmedAt });
  if (!account) throw new Error(`no user ${userId}`);
  await revokeAllSessions(tx, userId, now);
  await tx
    .update(passwordResets)
    .set({ replacedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), isNull(passwordResets.replacedAt)));
  if (account.email && account.confirmedAt) {
    const notice = await composeEmail('password_changed', { username: account.username, how, forgotPasswordLink: `${siteUrl}${FORGOT_PASSWORD_PATH}` });
    await enqueueEmail(tx, { ...notice, to: account.email, ...(dedupeKey ? { dedupeKey } : {}) });
  }
}

/**
 * Changes the signed-in member's password, checked against the current one (5 tries in 15 minutes per member,
 * so a borrowed session cannot guess it). Every session of the member ends, this browser's too: the router
 * signs it in again with a new session.
 */
export async function changePassword(
  { db, limits, clock, config }: PasswordDeps,
  user: SessionUser,
  input: z.output<typeof changePasswordInput>,
): Promise<{ message: string }> {
  await limits.consume('passwordChange', `user-${user.id}`);
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  const currentOk = account ? await verify(account.passwordHash, input.currentPassword).catch(() => false) : false;
  if (!currentOk) throw new AppError('BAD_REQUEST', passwordMessages.currentPasswordWrong);
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  await db.transaction((tx) => storeNewPassword(tx, { userId: user.id, passwordHash, how: 'account', now, siteUrl: config.siteUrl }));
  await limits.reset('passwordChange', `user-${user.id}`);
  return { message: passwordMessages.passwordChanged };
}
