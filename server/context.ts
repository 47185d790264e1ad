// Builds the tRPC context for an HTTP request, for both the /trpc adapter and the /api REST table. The
// session cookie is read only when something asks for the user (ctx.currentUser(): sessionProcedure,
// memberProcedure, signing in or out), once per request: it is unsealed and its live session's user loaded
// in one query. A missing cookie means signed out; one that is malformed, tampered with, of the wrong
// shape, or whose session was revoked or has expired means signed out too, and is cleared when read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from './contracts/accounts';
import type { AppDeps } from './deps';
import { clientAddressKey } from './rate-limit';
import { servedOverHttps } from './security';
import { createSession, findSessionUser, revokeSession } from './services/accounts/sessions';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, sessionCookies } from './session';
import { createContextInner, type Context } from './trpc';

export type RequestContextFactory = (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;

export function requestContextFactory(deps: AppDeps): RequestContextFactory {
  const { db, clock } = deps;
  const cookies = sessionCookies(deps.sessionSecret);
  const siteIsHttps = deps.config.PUBLIC_URL?.startsWith('https://') ?? false;
  return async (req, reply) => {
    const secure = servedOverHttps(req, siteIsHttps);
    /** The request's live session, if any: known once the cookie has been read. */
    let sessionId: string | undefined;
    let signedIn: Promise<SessionUser | null> | undefined;
    const currentUser = () => {
      signedIn ??= (async () => {
        const cookie = await cookies.read(req.headers.cookie);
        const user = cookie.state === 'valid' ? await findSessionUser(db, cookie.data.sessionId, clock.now()) : null;
        if (cookie.state === 'invalid' || (cookie.state === 'valid' && !user)) setSessionCookie(reply, cookies.cleared(secure));
        sessionId = user && cookie.state === 'valid' ? cookie.data.sessionId : undefined;
        return user;
      })();
      return signedIn;
    };
    return createContextInner({
      ...deps,
      currentUser,
      clientIp: clientAddressKey(req.ip),
      session: {
        async signIn(userId) {
          await currentUser();
          const now = clock.now();
          // A new sign-in starts a new session; the one this browser had ends.
          if (sessionId) await revokeSession(db, sessionId, now);
          sessionId = await createSession(db, userId, { now, expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) });
          signedIn = undefined;
          setSessionCookie(reply, await cookies.seal({ sessionId }, secure));
        },
        async signOut() {
          await currentUser();
          if (sessionId) await revokeSession(db, sessionId, clock.now());
          sessionId = undefined;
          signedIn = Promise.resolve(null);
          setSessionCookie(reply, cookies.cleared(secure));
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
