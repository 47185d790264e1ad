// Server-side sessions: a row per sign-in, named by a random id that only the sealed cookie carries.
// A session is live while it is neither revoked nor past its expiry; signing out revokes it, so a copy
// of the cookie taken before stops working at once.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db';
import { sessions, users } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import { sessionUserColumns } from './accounts';

/** What a session id looks like: 32 random bytes, base64url. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Opens a session for `userId` until `expiresAt` and returns its id; clears the user's expired rows. */
export async function createSession(db: Db, userId: number, { now, expiresAt }: { now: Date; expiresAt: Date }): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id, userId, createdAt: now, expiresAt });
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return id;
}

/** The user of a live session, in one query; null for an unknown, revoked or expired one. */
export async function findSessionUser(db: Db, sessionId: string, now: Date): Promise<SessionUser | null> {
  const [user] = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return user ?? null;
}

/** Ends one session (signing out). */
export async function revokeSession(db: Db, sessionId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (e.g. after a password change); resolves to how many were live. */
export async function revokeAllSessions(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return revoked.length;
}
