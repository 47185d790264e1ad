import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { users } from '../../../db/schema';
import { accountMessages, type loginInput, type registerInput, type SessionUser } from '../../contracts/accounts';
import { AppError } from '../../errors';
import { chatTierOf } from '../chat/premium';
import type { RateLimits } from '../../rate-limit';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane) — @node-rs/argon2's defaults.
export const hashPassword = (password: string) => hash(password);

/** The columns of users that make a SessionUser; the Bible chat tier is premium while a paid period runs. */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  subscriptionTier: chatTierOf(),
  role: users.role,
} satisfies Record<keyof SessionUser, unknown>;

export async function registerUser(db: Db, input: z.output<typeof registerInput>): Promise<SessionUser> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  if (taken) throw new AppError('CONFLICT', accountMessages.usernameTaken);
  try {
    const [user] = await db
      .insert(users)
      .values({ username: input.username, passwordHash: await hashPassword(input.password) })
      .returning(sessionUserColumns);
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    // Two registrations of one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', accountMessages.usernameTaken);
    throw error;
  }
}

// A wrong username costs the same argon2 verification as a wrong password, so timing tells nothing.
let dummyHash: Promise<string> | undefined;
const hashForUnknownUser = () => (dummyHash ??= hashPassword('not-a-real-password-for-timing'));

/**
 * Checks a sign-in (docs/sign-in-throttling.md). Every attempt is counted before its password is checked,
 * so parallel requests and the calls of one batch all count: per client address (refused past its
 * budget with 429, the right password too) and per address and username (likewise, with a smaller
 * budget); per username from every address the attempts are slowed down, never refused, so that nobody
 * can lock an owner out of their account. A success gives back what it spent.
 */
export async function authenticate(
  { db, limits }: { db: Db; limits: RateLimits },
  input: z.output<typeof loginInput>,
  clientIp: string,
): Promise<SessionUser> {
  const userKey = input.username.toLowerCase();
  const addressUserKey = `${clientIp}|${userKey}`;
  await limits.consume('loginByAddress', clientIp);
  await limits.consume('loginByAddressAndUser', addressUserKey);
  await limits.slowDown('loginByUser', userKey);

  const [account] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, userKey));
  const passwordOk = await verify(account?.passwordHash ?? (await hashForUnknownUser()), input.password).catch(() => false);

  if (!account || !passwordOk) throw new AppError('UNAUTHORIZED', accountMessages.invalidCredentials);
  await Promise.all([
    limits.reward('loginByAddress', clientIp),
    limits.reset('loginByAddressAndUser', addressUserKey),
    limits.reward('loginByUser', userKey),
  ]);
  const { passwordHash: _hash, ...user } = account;
  return user;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
