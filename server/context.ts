// Builds the tRPC context for an HTTP request, for both the /trpc adapter and the /api REST table:
// unseals the session cookie and loads its live session's user, in one query. A missing cookie means
// signed out; one that is malformed, tampered with, of the wrong shape, or whose session was revoked
// or has expired means signed out too, and is cleared.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { createSession, findSessionUser, revokeSession } from './services/accounts/sessions';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, sessionCookies } from './session';
import { createContextInner, type Context } from './trpc';

export type RequestContextFactory = (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;

export function requestContextFactory(deps: AppDeps): RequestContextFactory {
  const { db, clock } = deps;
  const cookies = sessionCookies(deps.sessionSecret, deps.config.PUBLIC_URL?.startsWith('https://') ?? false);
  return async (req, reply) => {
    const cookie = await cookies.read(req.headers.cookie);
    const user = cookie.state === 'valid' ? await findSessionUser(db, cookie.data.sessionId, clock.now()) : null;
    if (cookie.state === 'invalid' || (cookie.state === 'valid' && !user)) setSessionCookie(reply, cookies.cleared());
    /** The request's live session, if any. */
    let sessionId = user && cookie.state === 'valid' ? cookie.data.sessionId : undefined;
    return createContextInner({
      ...deps,
      user,
      clientIp: req.ip,
      session: {
        async signIn(userId) {
          const now = clock.now();
          // A new sign-in starts a new session; the one this browser had ends.
          if (sessionId) await revokeSession(db, sessionId, now);
          sessionId = await createSession(db, userId, { now, expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) });
          setSessionCookie(reply, await cookies.seal({ sessionId }));
        },
        async signOut() {
          if (sessionId) await revokeSession(db, sessionId, clock.now());
          sessionId = undefined;
          setSessionCookie(reply, cookies.cleared());
        },
      },
    });
  };
}

/** Sets the session cookie, replacing one set earlier in the same request (a clear, then a sign-in). */
function setSessionCookie(reply: FastifyReply, setCookie: string) {
  const others = [reply.getHeader('set-cookie') ?? []].flat().map(String).filter((header) => !header.startsWith(`${SESSION_COOKIE}=`));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others, setCookie]);
}
