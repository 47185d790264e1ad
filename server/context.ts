// Builds the tRPC context for an HTTP request, for both the /trpc adapter and the /api REST table.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, Context } from './trpc';
import { createContextInner } from './trpc';

export async function contextFromRequest(
  deps: AppDeps,
  req: FastifyRequest,
  _reply: FastifyReply,
): Promise<Context> {
  return createContextInner({ ...deps, user: null, clientIp: req.ip });
}
