// Builds the tRPC context for an HTTP request, for both the /trpc adapter and the /api REST table:
// unseals the session cookie (a missing, expired or tampered one means signed out) and loads the user.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getIronSession } from 'iron-session';
import { findSessionUser } from './routers/accounts.handlers';
import type { SessionData } from './session';
import type { AppDeps, Context } from './trpc';
import { createContextInner } from './trpc';

export async function contextFromRequest(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const cookie = await getIronSession<SessionData>(req.raw, reply.raw, deps.sessionOptions);
  const user = cookie.userId ? await findSessionUser(deps.db, cookie.userId) : null;
  return createContextInner({
    ...deps,
    user,
    clientIp: req.ip,
    session: {
      async signIn(userId) {
        cookie.userId = userId;
        await cookie.save();
      },
      async signOut() {
        cookie.destroy();
      },
    },
  });
}
